/**
 * The camera as the subject of a sentence: "Kamera fährt langsam auf ein Haus im Wald zu",
 * "دوربین از یه درخت تنها دور میشه", "kamera sola kayıyor". Words between the camera and its verb
 * (an adverb, the thing it goes to) and verbs split in two (German "fährt … zu") are common, so
 * the words.ts lists of fixed phrases miss them. Here each language names its camera (`noun`) and
 * the verbs that move it; a verb counts only in a clause that names the camera, so "the boat moves
 * away" stays a boat's motion. Spelt like words.ts: ", " between entries, a trailing "*" matches
 * any ending; " … " between parts allows any words between them, in that order.
 */
import type { Camera } from '@/lib/scene-plan';

type CameraVerbs = { noun: string; moves: Partial<Record<Camera, string>> };

export const CAMERA_VERBS: Record<string, CameraVerbs> = {
  en: {
    noun: 'camera, cam',
    moves: {
      'push-in':
        'mov* closer, mov* in, mov* toward*, approach*, creep* closer, push* in, clos* in, get* closer, go* closer',
      'pull-out': 'mov* away, pull* back, pull* away, back* away, back* off, draw* back, reced*, retreat*',
      'pan-right': 'mov* right, mov* to the right, turn* right, turn* to the right, slid* right, sweep* right',
      'pan-left': 'mov* left, mov* to the left, turn* left, turn* to the left, slid* left, sweep* left',
      'tilt-up': 'tilt* up, look* up, mov* up, rais* up, crane* up',
      'tilt-down': 'tilt* down, look* down, mov* down',
    },
  },
  es: {
    noun: 'cámara, camara',
    moves: {
      'push-in':
        'se acerca*, acercándose, acercandose, acercando, avanza* hacia, se aproxima*, aproximándose, aproximando',
      'pull-out': 'se aleja*, alejándose, alejandose, alejando, retrocede*, retrocediendo',
      'pan-right': 'a la derecha, hacia la derecha',
      'pan-left': 'a la izquierda, hacia la izquierda',
      'tilt-up': 'sube*, subiendo, hacia arriba, se eleva*',
      'tilt-down': 'baja*, bajando, hacia abajo',
    },
  },
  fr: {
    noun: 'caméra, camera',
    moves: {
      'push-in': 's approche*, se rapproche*, avance*, zoome*',
      'pull-out': 's éloigne*, s eloigne*, recule*, se retire*, dézoome*',
      'pan-right': 'vers la droite, à droite',
      'pan-left': 'vers la gauche, à gauche',
      'tilt-up': 'vers le haut, monte*, s élève*',
      'tilt-down': 'vers le bas, descend*',
    },
  },
  de: {
    noun: 'kamera',
    moves: {
      'push-in':
        'fährt … zu, fährt … heran, nähert sich, fährt näher, kommt näher, zoomt heran, zoomt hinein, zoomt rein, bewegt sich … zu',
      'pull-out':
        'entfernt sich, fährt … zurück, zieht sich … zurück, zoomt … heraus, zoomt … raus, fährt … weg, bewegt sich … weg',
      'pan-right': 'nach rechts',
      'pan-left': 'nach links',
      'tilt-up': 'nach oben, steigt auf',
      'tilt-down': 'nach unten',
    },
  },
  ru: {
    noun: 'камера, камеру, камерой',
    moves: {
      'push-in': 'приближа*, наезжа*, подъезжа*, придвига*',
      'pull-out': 'отдаля*, удаля*, отъезжа*, отходит',
      'pan-right': 'вправо, направо',
      'pan-left': 'влево, налево',
      'tilt-up': 'поднима*, вверх',
      'tilt-down': 'опуска*, вниз',
    },
  },
  pt: {
    noun: 'câmera, câmara, camera, camara',
    moves: {
      'push-in': 'se aproxima*, aproxima*, se achega*, avança*, chega* perto',
      'pull-out': 'se afasta*, afasta*, recua*',
      'pan-right': 'para a direita, à direita',
      'pan-left': 'para a esquerda, à esquerda',
      'tilt-up': 'sobe, subindo, para cima',
      'tilt-down': 'desce, descendo, para baixo',
    },
  },
  it: {
    noun: 'telecamera, videocamera, camera',
    moves: {
      'push-in': 'si avvicina*, avvicinandosi, avanza* verso',
      'pull-out': 'si allontana*, allontanandosi, arretra*, indietreggia*',
      'pan-right': 'verso destra, a destra',
      'pan-left': 'verso sinistra, a sinistra',
      'tilt-up': 'verso l alto, sale',
      'tilt-down': 'verso il basso, scende',
    },
  },
  nl: {
    noun: 'camera',
    moves: {
      'push-in': 'zoomt in, komt dichterbij, gaat dichterbij, nadert, beweegt naar … toe, rijdt naar … toe',
      'pull-out': 'zoomt … uit, beweegt … weg, gaat achteruit, rijdt achteruit, trekt zich terug',
      'pan-right': 'naar rechts',
      'pan-left': 'naar links',
      'tilt-up': 'omhoog',
      'tilt-down': 'omlaag',
    },
  },
  ja: {
    noun: 'カメラ',
    moves: {
      'push-in': '近づ, 寄っ, 寄る, ズームイン',
      'pull-out': '離れ, 遠ざか, 引い, ズームアウト',
      'pan-right': '右へ, 右に',
      'pan-left': '左へ, 左に',
      'tilt-up': '上へ, 上に, 見上げ',
      'tilt-down': '下へ, 下に, 見下ろ',
    },
  },
  ko: {
    noun: '카메라',
    moves: {
      'push-in': '다가가, 다가오, 다가간, 가까이, 줌인',
      'pull-out': '멀어지, 멀어진, 물러나, 줌아웃',
      'pan-right': '오른쪽으로',
      'pan-left': '왼쪽으로',
      'tilt-up': '위로',
      'tilt-down': '아래로',
    },
  },
  'zh-CN': {
    noun: '镜头, 摄像机, 相机',
    moves: {
      'push-in': '推近, 靠近, 拉近, 推进',
      'pull-out': '拉远, 后退, 远离',
      'pan-right': '向右, 往右',
      'pan-left': '向左, 往左',
      'tilt-up': '向上, 上摇',
      'tilt-down': '向下, 下摇',
    },
  },
  ar: {
    noun: 'الكاميرا, كاميرا',
    moves: {
      'push-in': 'تقترب, يقترب, تتقدم',
      'pull-out': 'تبتعد, يبتعد, تتراجع',
      'pan-right': 'نحو اليمين, الى اليمين, إلى اليمين, لليمين',
      'pan-left': 'نحو اليسار, الى اليسار, إلى اليسار, لليسار',
      'tilt-up': 'ترتفع, الى الاعلى, للأعلى',
      'tilt-down': 'تنخفض, الى الاسفل, للأسفل',
    },
  },
  fa: {
    noun: 'دوربین',
    moves: {
      'push-in': 'نزدیک می‌شود, نزدیک میشود, نزدیک میشه, جلو می‌رود, جلو میره',
      'pull-out': 'دور می‌شود, دور میشود, دور میشه, عقب می‌رود, عقب میره, فاصله می‌گیرد, فاصله میگیره',
      'pan-right': 'به سمت راست, به راست',
      'pan-left': 'به سمت چپ, به چپ',
      'tilt-up': 'به بالا, بالا می‌رود, بالا میره',
      'tilt-down': 'به پایین, پایین می‌آید, پایین میاد',
    },
  },
  hi: {
    noun: 'कैमरा',
    moves: {
      'push-in': 'के पास जा*, पास आ*, के करीब जा*, करीब आ*, नज़दीक जा*, नजदीक जा*',
      'pull-out': 'दूर जा*, पीछे हट*',
      'pan-right': 'दाएँ, दाएं, दाईं ओर, दाहिनी ओर',
      'pan-left': 'बाएँ, बाएं, बाईं ओर',
      'tilt-up': 'ऊपर',
      'tilt-down': 'नीचे',
    },
  },
  id: {
    noun: 'kamera',
    moves: {
      'push-in': 'mendekat*, maju',
      'pull-out': 'menjauh*, mundur',
      'pan-right': 'ke kanan',
      'pan-left': 'ke kiri',
      'tilt-up': 'ke atas',
      'tilt-down': 'ke bawah',
    },
  },
  tr: {
    noun: 'kamera*',
    moves: {
      'push-in': 'yaklaş*, yakınlaş*',
      'pull-out': 'uzaklaş*, geri çekil*',
      'pan-right': 'sağa',
      'pan-left': 'sola',
      'tilt-up': 'yukarı',
      'tilt-down': 'aşağı',
    },
  },
  vi: {
    noun: 'máy quay, camera, ống kính',
    moves: {
      'push-in': 'tiến lại gần, lại gần, tiến gần, tiến vào, tiến tới',
      'pull-out': 'lùi ra xa, lùi xa, ra xa, lùi lại',
      'pan-right': 'sang phải, qua phải',
      'pan-left': 'sang trái, qua trái',
      'tilt-up': 'lên trên, hướng lên',
      'tilt-down': 'xuống dưới, hướng xuống',
    },
  },
};
