ALTER TABLE "videos" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "shot_index" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_parent_id_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_parent_idx" ON "videos" USING btree ("parent_id","shot_index") WHERE "videos"."parent_id" is not null;