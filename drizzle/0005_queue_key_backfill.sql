-- Custom SQL migration file, put your code below! --
-- Jobs waiting when the queue learned about plans keep their place: their key is when they were sent.
UPDATE "videos" SET "queue_key" = "created_at";
