DROP INDEX "videos_claim_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "queue_key" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "videos_queue_idx" ON "videos" USING btree ("queue_key","id") WHERE "videos"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "videos_lease_idx" ON "videos" USING btree ("locked_until") WHERE "videos"."state" = 'processing';