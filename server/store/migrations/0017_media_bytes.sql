-- Media files hold bytes, so photos can be stored beside the seed's drawings and documents.
-- The column of server/store/tables/foundation.ts media.body; what was text is kept as its UTF-8 bytes.
ALTER TABLE "media" ALTER COLUMN "body" SET DATA TYPE bytea USING convert_to("body", 'UTF8');
