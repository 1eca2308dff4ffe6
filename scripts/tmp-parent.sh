# Sourced by the test scripts: prints where a test run keeps its temporary files. The run's
# databases (every test server's PGlite folder, the throwaway PostgreSQL cluster), rendered media
# and browser profiles are written, synced and removed thousands of times, and on a virtual
# machine's disk every one of those writes costs system time and waits for the disk: in memory
# (tmpfs) the integration suite took a fifth less time and half the system CPU. /dev/shm is used
# when it is a tmpfs with room for a run; otherwise TMPDIR, else /tmp. An explicit TMPDIR wins.
tmp_parent() {
  if [[ -n "${TMPDIR:-}" ]]; then echo "$TMPDIR"; return; fi
  local free_kib
  if [[ -d /dev/shm && -w /dev/shm ]] && [[ "$(stat -f -c %T /dev/shm 2>/dev/null)" == tmpfs ]] \
    && free_kib=$(df -Pk /dev/shm | awk 'NR == 2 { print $4 }') && ((free_kib > 4 * 1024 * 1024)); then
    echo /dev/shm
  else
    echo /tmp
  fi
}
