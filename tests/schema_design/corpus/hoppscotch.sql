-- file: packages/hoppscotch-backend/prisma/migrations/20230406064219_init/migration.sql
-- CreateEnum
CREATE TYPE "ReqType" AS ENUM ('REST', 'GQL');

-- CreateEnum
CREATE TYPE "TeamMemberRole" AS ENUM ('OWNER', 'VIEWER', 'EDITOR');

-- CreateTable
CREATE TABLE "Team" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamMember" (
    "id" TEXT NOT NULL,
    "role" "TeamMemberRole" NOT NULL,
    "userUid" TEXT NOT NULL,
    "teamID" TEXT NOT NULL,

    CONSTRAINT "TeamMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamInvitation" (
    "id" TEXT NOT NULL,
    "teamID" TEXT NOT NULL,
    "creatorUid" TEXT NOT NULL,
    "inviteeEmail" TEXT NOT NULL,
    "inviteeRole" "TeamMemberRole" NOT NULL,

    CONSTRAINT "TeamInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamCollection" (
    "id" TEXT NOT NULL,
    "parentID" TEXT,
    "teamID" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "orderIndex" INTEGER NOT NULL,
    "createdOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedOn" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TeamCollection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamRequest" (
    "id" TEXT NOT NULL,
    "collectionID" TEXT NOT NULL,
    "teamID" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "request" JSONB NOT NULL,
    "orderIndex" INTEGER NOT NULL,
    "createdOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedOn" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TeamRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Shortcode" (
    "id" TEXT NOT NULL,
    "request" JSONB NOT NULL,
    "creatorUid" TEXT,
    "createdOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Shortcode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamEnvironment" (
    "id" TEXT NOT NULL,
    "teamID" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "variables" JSONB NOT NULL,

    CONSTRAINT "TeamEnvironment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "uid" TEXT NOT NULL,
    "displayName" TEXT,
    "email" TEXT,
    "photoURL" TEXT,
    "isAdmin" BOOLEAN NOT NULL DEFAULT false,
    "refreshToken" TEXT,
    "currentRESTSession" JSONB,
    "currentGQLSession" JSONB,
    "createdOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "User_pkey" PRIMARY KEY ("uid")
);

-- CreateTable
CREATE TABLE "Account" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerAccountId" TEXT NOT NULL,
    "providerRefreshToken" TEXT,
    "providerAccessToken" TEXT,
    "providerScope" TEXT,
    "loggedIn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VerificationToken" (
    "deviceIdentifier" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "userUid" TEXT NOT NULL,
    "expiresOn" TIMESTAMP(3) NOT NULL
);

-- CreateTable
CREATE TABLE "UserSettings" (
    "id" TEXT NOT NULL,
    "userUid" TEXT NOT NULL,
    "properties" JSONB NOT NULL,
    "updatedOn" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserHistory" (
    "id" TEXT NOT NULL,
    "userUid" TEXT NOT NULL,
    "reqType" "ReqType" NOT NULL,
    "request" JSONB NOT NULL,
    "responseMetadata" JSONB NOT NULL,
    "isStarred" BOOLEAN NOT NULL,
    "executedOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserEnvironment" (
    "id" TEXT NOT NULL,
    "userUid" TEXT NOT NULL,
    "name" TEXT,
    "variables" JSONB NOT NULL,
    "isGlobal" BOOLEAN NOT NULL,

    CONSTRAINT "UserEnvironment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvitedUsers" (
    "adminUid" TEXT NOT NULL,
    "adminEmail" TEXT NOT NULL,
    "inviteeEmail" TEXT NOT NULL,
    "invitedOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "UserRequest" (
    "id" TEXT NOT NULL,
    "collectionID" TEXT NOT NULL,
    "userUid" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "request" JSONB NOT NULL,
    "type" "ReqType" NOT NULL,
    "orderIndex" INTEGER NOT NULL,
    "createdOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedOn" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserCollection" (
    "id" TEXT NOT NULL,
    "parentID" TEXT,
    "userUid" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "orderIndex" INTEGER NOT NULL,
    "type" "ReqType" NOT NULL,
    "createdOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedOn" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserCollection_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TeamMember_teamID_userUid_key" ON "TeamMember"("teamID", "userUid");

-- CreateIndex
CREATE INDEX "TeamInvitation_teamID_idx" ON "TeamInvitation"("teamID");

-- CreateIndex
CREATE UNIQUE INDEX "TeamInvitation_teamID_inviteeEmail_key" ON "TeamInvitation"("teamID", "inviteeEmail");

-- CreateIndex
CREATE UNIQUE INDEX "Shortcode_id_creatorUid_key" ON "Shortcode"("id", "creatorUid");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Account_provider_providerAccountId_key" ON "Account"("provider", "providerAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "VerificationToken_token_key" ON "VerificationToken"("token");

-- CreateIndex
CREATE UNIQUE INDEX "VerificationToken_deviceIdentifier_token_key" ON "VerificationToken"("deviceIdentifier", "token");

-- CreateIndex
CREATE UNIQUE INDEX "UserSettings_userUid_key" ON "UserSettings"("userUid");

-- CreateIndex
CREATE UNIQUE INDEX "InvitedUsers_inviteeEmail_key" ON "InvitedUsers"("inviteeEmail");

-- AddForeignKey
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_teamID_fkey" FOREIGN KEY ("teamID") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamInvitation" ADD CONSTRAINT "TeamInvitation_teamID_fkey" FOREIGN KEY ("teamID") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamCollection" ADD CONSTRAINT "TeamCollection_parentID_fkey" FOREIGN KEY ("parentID") REFERENCES "TeamCollection"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamCollection" ADD CONSTRAINT "TeamCollection_teamID_fkey" FOREIGN KEY ("teamID") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamRequest" ADD CONSTRAINT "TeamRequest_collectionID_fkey" FOREIGN KEY ("collectionID") REFERENCES "TeamCollection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamRequest" ADD CONSTRAINT "TeamRequest_teamID_fkey" FOREIGN KEY ("teamID") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamEnvironment" ADD CONSTRAINT "TeamEnvironment_teamID_fkey" FOREIGN KEY ("teamID") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Account" ADD CONSTRAINT "Account_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VerificationToken" ADD CONSTRAINT "VerificationToken_userUid_fkey" FOREIGN KEY ("userUid") REFERENCES "User"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserSettings" ADD CONSTRAINT "UserSettings_userUid_fkey" FOREIGN KEY ("userUid") REFERENCES "User"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserHistory" ADD CONSTRAINT "UserHistory_userUid_fkey" FOREIGN KEY ("userUid") REFERENCES "User"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserEnvironment" ADD CONSTRAINT "UserEnvironment_userUid_fkey" FOREIGN KEY ("userUid") REFERENCES "User"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvitedUsers" ADD CONSTRAINT "InvitedUsers_adminUid_fkey" FOREIGN KEY ("adminUid") REFERENCES "User"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserRequest" ADD CONSTRAINT "UserRequest_collectionID_fkey" FOREIGN KEY ("collectionID") REFERENCES "UserCollection"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserRequest" ADD CONSTRAINT "UserRequest_userUid_fkey" FOREIGN KEY ("userUid") REFERENCES "User"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserCollection" ADD CONSTRAINT "UserCollection_parentID_fkey" FOREIGN KEY ("parentID") REFERENCES "UserCollection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserCollection" ADD CONSTRAINT "UserCollection_userUid_fkey" FOREIGN KEY ("userUid") REFERENCES "User"("uid") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: packages/hoppscotch-backend/prisma/migrations/20231106120154_embeds_addition/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[id]` on the table `Shortcode` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "Shortcode" ADD COLUMN     "embedProperties" JSONB,
ADD COLUMN     "updatedOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE UNIQUE INDEX "Shortcode_id_key" ON "Shortcode"("id");

-- AddForeignKey
ALTER TABLE "Shortcode" ADD CONSTRAINT "Shortcode_creatorUid_fkey" FOREIGN KEY ("creatorUid") REFERENCES "User"("uid") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: packages/hoppscotch-backend/prisma/migrations/20231124104640_infra_config/migration.sql
-- CreateTable
CREATE TABLE "InfraConfig" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "value" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedOn" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InfraConfig_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "InfraConfig_name_key" ON "InfraConfig"("name");
-- file: packages/hoppscotch-backend/prisma/migrations/20231130082054_collection_headers/migration.sql
-- AlterTable
ALTER TABLE "TeamCollection" ADD COLUMN     "data" JSONB;

-- AlterTable
ALTER TABLE "UserCollection" ADD COLUMN     "data" JSONB;
-- file: packages/hoppscotch-backend/prisma/migrations/20240226053141_full_text_search_additions/migration.sql
-- This is a custom migration file which is not generated by Prisma.
-- The aim of this migration is to add text search indices to the TeamCollection and TeamRequest tables.

-- Create Extension
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Create GIN Trigram Index for Team Collection title
CREATE INDEX
  "TeamCollection_title_trgm_idx"
ON
  "TeamCollection"
USING
  GIN (title gin_trgm_ops);

-- Create GIN Trigram Index for Team Collection title
CREATE INDEX
  "TeamRequest_title_trgm_idx"
ON
  "TeamRequest"
USING
  GIN (title gin_trgm_ops);

-- file: packages/hoppscotch-backend/prisma/migrations/20240519093155_add_last_logged_on_to_user/migration.sql
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastLoggedOn" TIMESTAMP(3);
-- file: packages/hoppscotch-backend/prisma/migrations/20240520091033_personal_access_tokens/migration.sql

-- CreateTable
CREATE TABLE "PersonalAccessToken" (
    "id" TEXT NOT NULL,
    "userUid" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expiresOn" TIMESTAMP(3),
    "createdOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedOn" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PersonalAccessToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PersonalAccessToken_token_key" ON "PersonalAccessToken"("token");

-- AddForeignKey
ALTER TABLE "PersonalAccessToken" ADD CONSTRAINT "PersonalAccessToken_userUid_fkey" FOREIGN KEY ("userUid") REFERENCES "User"("uid") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: packages/hoppscotch-backend/prisma/migrations/20240621062554_user_last_active_on/migration.sql
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastActiveOn" TIMESTAMP(3);
-- file: packages/hoppscotch-backend/prisma/migrations/20240725043411_infra_config_encryption/migration.sql
-- AlterTable
ALTER TABLE "InfraConfig" ADD COLUMN     "isEncrypted" BOOLEAN NOT NULL DEFAULT false;
-- file: packages/hoppscotch-backend/prisma/migrations/20240726121956_infra_token/migration.sql
-- CreateTable
CREATE TABLE "InfraToken" (
    "id" TEXT NOT NULL,
    "creatorUid" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expiresOn" TIMESTAMP(3),
    "createdOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InfraToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "InfraToken_token_key" ON "InfraToken"("token");
-- file: packages/hoppscotch-backend/prisma/migrations/20241118054346_infra_config_sync_with_env_file/migration.sql
-- AlterTable
ALTER TABLE "InfraConfig" DROP COLUMN "active",
ADD COLUMN     "lastSyncedEnvFileValue" TEXT;
-- file: packages/hoppscotch-backend/prisma/migrations/20250306054346_team_access_role_enum/migration.sql
-- Alter the enum type "TeamMemberRole" to "TeamAccessRole"
ALTER TYPE "TeamMemberRole" RENAME TO "TeamAccessRole";
-- file: packages/hoppscotch-backend/prisma/migrations/20250725154928_timestamp_with_timezone/migration.sql
-- AlterTable
ALTER TABLE "Account" ALTER COLUMN "loggedIn" SET DATA TYPE TIMESTAMPTZ(3) USING "loggedIn" AT TIME ZONE 'UTC';

-- AlterTable
ALTER TABLE "InfraConfig" ALTER COLUMN "createdOn" SET DATA TYPE TIMESTAMPTZ(3) USING "createdOn" AT TIME ZONE 'UTC',
ALTER COLUMN "updatedOn" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedOn" AT TIME ZONE 'UTC';

-- AlterTable
ALTER TABLE "InfraToken" ALTER COLUMN "expiresOn" SET DATA TYPE TIMESTAMPTZ(3) USING "expiresOn" AT TIME ZONE 'UTC',
ALTER COLUMN "createdOn" SET DATA TYPE TIMESTAMPTZ(3) USING "createdOn" AT TIME ZONE 'UTC',
ALTER COLUMN "updatedOn" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedOn" AT TIME ZONE 'UTC';

-- AlterTable
ALTER TABLE "InvitedUsers" ALTER COLUMN "invitedOn" SET DATA TYPE TIMESTAMPTZ(3) USING "invitedOn" AT TIME ZONE 'UTC';

-- AlterTable
ALTER TABLE "PersonalAccessToken" ALTER COLUMN "expiresOn" SET DATA TYPE TIMESTAMPTZ(3) USING "expiresOn" AT TIME ZONE 'UTC',
ALTER COLUMN "createdOn" SET DATA TYPE TIMESTAMPTZ(3) USING "createdOn" AT TIME ZONE 'UTC',
ALTER COLUMN "updatedOn" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedOn" AT TIME ZONE 'UTC';

-- AlterTable
ALTER TABLE "Shortcode" ALTER COLUMN "createdOn" SET DATA TYPE TIMESTAMPTZ(3) USING "createdOn" AT TIME ZONE 'UTC',
ALTER COLUMN "updatedOn" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedOn" AT TIME ZONE 'UTC';

-- AlterTable
ALTER TABLE "TeamCollection" ALTER COLUMN "createdOn" SET DATA TYPE TIMESTAMPTZ(3) USING "createdOn" AT TIME ZONE 'UTC',
ALTER COLUMN "updatedOn" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedOn" AT TIME ZONE 'UTC';

-- AlterTable
ALTER TABLE "TeamRequest" ALTER COLUMN "createdOn" SET DATA TYPE TIMESTAMPTZ(3) USING "createdOn" AT TIME ZONE 'UTC',
ALTER COLUMN "updatedOn" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedOn" AT TIME ZONE 'UTC';

-- AlterTable
ALTER TABLE "User" ALTER COLUMN "createdOn" SET DATA TYPE TIMESTAMPTZ(3) USING "createdOn" AT TIME ZONE 'UTC',
ALTER COLUMN "lastLoggedOn" SET DATA TYPE TIMESTAMPTZ(3) USING "lastLoggedOn" AT TIME ZONE 'UTC',
ALTER COLUMN "lastActiveOn" SET DATA TYPE TIMESTAMPTZ(3) USING "lastActiveOn" AT TIME ZONE 'UTC';

-- AlterTable
ALTER TABLE "UserCollection" ALTER COLUMN "createdOn" SET DATA TYPE TIMESTAMPTZ(3) USING "createdOn" AT TIME ZONE 'UTC',
ALTER COLUMN "updatedOn" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedOn" AT TIME ZONE 'UTC';

-- AlterTable
ALTER TABLE "UserHistory" ALTER COLUMN "executedOn" SET DATA TYPE TIMESTAMPTZ(3) USING "executedOn" AT TIME ZONE 'UTC';

-- AlterTable
ALTER TABLE "UserRequest" ALTER COLUMN "createdOn" SET DATA TYPE TIMESTAMPTZ(3) USING "createdOn" AT TIME ZONE 'UTC',
ALTER COLUMN "updatedOn" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedOn" AT TIME ZONE 'UTC';

-- AlterTable
ALTER TABLE "UserSettings" ALTER COLUMN "updatedOn" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedOn" AT TIME ZONE 'UTC';

-- AlterTable
ALTER TABLE "VerificationToken" ALTER COLUMN "expiresOn" SET DATA TYPE TIMESTAMPTZ(3) USING "expiresOn" AT TIME ZONE 'UTC';
-- file: packages/hoppscotch-backend/prisma/migrations/20250818154928_fix_order_index/migration.sql
-- Recalculate orderIndex for UserCollection per (parentID)
WITH ordered AS (
  SELECT
    id,
    ROW_NUMBER() OVER (
      PARTITION BY "parentID"
      ORDER BY "orderIndex" ASC, "createdOn" ASC, id ASC
    ) AS new_index
  FROM "UserCollection"
)
UPDATE "UserCollection" uc
SET "orderIndex" = o.new_index
FROM ordered o
WHERE uc.id = o.id;

-- Recalculate orderIndex for UserRequest per (collectionID)
WITH ordered AS (
  SELECT
    id,
    ROW_NUMBER() OVER (
      PARTITION BY "collectionID"
      ORDER BY "orderIndex" ASC, "createdOn" ASC, id ASC
    ) AS new_index
  FROM "UserRequest"
)
UPDATE "UserRequest" ur
SET "orderIndex" = o.new_index
FROM ordered o
WHERE ur.id = o.id;

-- Recalculate orderIndex for TeamCollection per (teamID, parentID)
WITH ordered AS (
  SELECT
    id,
    ROW_NUMBER() OVER (
      PARTITION BY "teamID", "parentID"
      ORDER BY "orderIndex" ASC, "createdOn" ASC, id ASC
    ) AS new_index
  FROM "TeamCollection"
)
UPDATE "TeamCollection" tc
SET "orderIndex" = o.new_index
FROM ordered o
WHERE tc.id = o.id;

-- Recalculate orderIndex for TeamRequest per (teamID, collectionID)
WITH ordered AS (
  SELECT
    id,
    ROW_NUMBER() OVER (
      PARTITION BY "teamID", "collectionID"
      ORDER BY "orderIndex" ASC, "createdOn" ASC, id ASC
    ) AS new_index
  FROM "TeamRequest"
)
UPDATE "TeamRequest" tr
SET "orderIndex" = o.new_index
FROM ordered o
WHERE tr.id = o.id;
-- file: packages/hoppscotch-backend/prisma/migrations/20250822044741_order_index_unique_constraint/migration.sql
-- Recreate as DEFERRABLE UNIQUE CONSTRAINTS

ALTER TABLE "TeamCollection"
ADD CONSTRAINT "TeamCollection_teamID_parentID_orderIndex_key"
  UNIQUE ("teamID", "parentID", "orderIndex")
  DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE "TeamRequest"
ADD CONSTRAINT "TeamRequest_teamID_collectionID_orderIndex_key"
  UNIQUE ("teamID", "collectionID", "orderIndex")
  DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE "UserCollection"
ADD CONSTRAINT "UserCollection_userUid_parentID_orderIndex_key"
  UNIQUE ("userUid", "parentID", "orderIndex")
  DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE "UserRequest"
ADD CONSTRAINT "UserRequest_userUid_collectionID_orderIndex_key"
  UNIQUE ("userUid", "collectionID", "orderIndex")
  DEFERRABLE INITIALLY DEFERRED;
-- file: packages/hoppscotch-backend/prisma/migrations/20251016080714_mock_server/migration.sql
-- CreateEnum
CREATE TYPE "WorkspaceType" AS ENUM ('USER', 'TEAM');

-- CreateEnum
CREATE TYPE "MockServerAction" AS ENUM ('CREATED', 'DELETED', 'ACTIVATED', 'DEACTIVATED');

-- CreateTable
CREATE TABLE "MockServer" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "subdomain" TEXT NOT NULL,
    "creatorUid" TEXT,
    "collectionID" TEXT NOT NULL,
    "workspaceType" "WorkspaceType" NOT NULL,
    "workspaceID" TEXT NOT NULL,
    "delayInMs" INTEGER NOT NULL DEFAULT 0,
    "isPublic" BOOLEAN NOT NULL DEFAULT true,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "hitCount" INTEGER NOT NULL DEFAULT 0,
    "lastHitAt" TIMESTAMPTZ(3),
    "createdOn" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedOn" TIMESTAMPTZ(3) NOT NULL,
    "deletedAt" TIMESTAMPTZ(3),

    CONSTRAINT "MockServer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MockServerLog" (
    "id" TEXT NOT NULL,
    "mockServerID" TEXT NOT NULL,
    "requestMethod" TEXT NOT NULL,
    "requestPath" TEXT NOT NULL,
    "requestHeaders" JSONB NOT NULL,
    "requestBody" JSONB,
    "requestQuery" JSONB,
    "responseStatus" INTEGER NOT NULL,
    "responseHeaders" JSONB NOT NULL,
    "responseBody" JSONB,
    "responseTime" INTEGER NOT NULL,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "executedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MockServerLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MockServerActivity" (
    "id" TEXT NOT NULL,
    "mockServerID" TEXT NOT NULL,
    "action" "MockServerAction" NOT NULL,
    "performedBy" TEXT,
    "performedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MockServerActivity_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "MockServer_subdomain_key" ON "MockServer"("subdomain");

-- CreateIndex
CREATE INDEX "MockServerLog_mockServerID_idx" ON "MockServerLog"("mockServerID");

-- CreateIndex
CREATE INDEX "MockServerLog_mockServerID_executedAt_idx" ON "MockServerLog"("mockServerID", "executedAt");

-- CreateIndex
CREATE INDEX "MockServerActivity_mockServerID_idx" ON "MockServerActivity"("mockServerID");

-- AddForeignKey
ALTER TABLE "MockServer" ADD CONSTRAINT "MockServer_creatorUid_fkey" FOREIGN KEY ("creatorUid") REFERENCES "User"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MockServerLog" ADD CONSTRAINT "MockServerLog_mockServerID_fkey" FOREIGN KEY ("mockServerID") REFERENCES "MockServer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MockServerActivity" ADD CONSTRAINT "MockServerActivity_mockServerID_fkey" FOREIGN KEY ("mockServerID") REFERENCES "MockServer"("id") ON DELETE CASCADE ON UPDATE CASCADE;



-- Add mockExamples column to UserRequest
ALTER TABLE "UserRequest" 
ADD COLUMN "mockExamples" JSONB;

-- Add mockExamples column to TeamRequest
ALTER TABLE "TeamRequest" 
ADD COLUMN "mockExamples" JSONB;

-- Create function to sync mock examples
CREATE OR REPLACE FUNCTION sync_mock_examples()
RETURNS TRIGGER AS $$
BEGIN
  NEW."mockExamples" := jsonb_build_object(
    'examples',
    COALESCE(
      (
        SELECT jsonb_agg(
          jsonb_build_object(
            'key', key,
            'name', value->>'name',
            'endpoint', value->'originalRequest'->>'endpoint',
            'method', value->'originalRequest'->>'method',
            'headers', COALESCE(value->'originalRequest'->'headers', '[]'::jsonb),
            'statusCode', (value->>'code')::int,
            'statusText', value->>'status',
            'responseBody', value->>'body',
            'responseHeaders', COALESCE(value->'headers', '[]'::jsonb)
          )
        )
        FROM jsonb_each(NEW.request->'responses') AS responses(key, value)
        WHERE jsonb_typeof(NEW.request->'responses') = 'object'
      ),
      '[]'::jsonb
    )
  );
  
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

-- Create trigger for UserRequest
CREATE TRIGGER trigger_sync_mock_examples_user_request
BEFORE INSERT OR UPDATE OF request ON "UserRequest"
FOR EACH ROW
EXECUTE FUNCTION sync_mock_examples();

-- Create trigger for TeamRequest
CREATE TRIGGER trigger_sync_mock_examples_team_request
BEFORE INSERT OR UPDATE OF request ON "TeamRequest"
FOR EACH ROW
EXECUTE FUNCTION sync_mock_examples();

-- Backfill existing data for UserRequest
UPDATE "UserRequest" SET request = request WHERE request IS NOT NULL;

-- Backfill existing data for TeamRequest
UPDATE "TeamRequest" SET request = request WHERE request IS NOT NULL;

-- Add GIN indexes
CREATE INDEX "idx_mock_examples_user_requests_gin" ON "UserRequest" USING GIN ("mockExamples");
CREATE INDEX "idx_mock_examples_team_requests_gin" ON "TeamRequest" USING GIN ("mockExamples");
-- file: packages/hoppscotch-backend/prisma/migrations/20251110141554_api_doc/migration.sql
-- CreateTable
CREATE TABLE "PublishedDocs" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "collectionID" TEXT NOT NULL,
    "creatorUid" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "autoSync" BOOLEAN NOT NULL,
    "documentTree" JSONB,
    "workspaceType" "WorkspaceType" NOT NULL,
    "workspaceID" TEXT NOT NULL,
    "metadata" JSONB,
    "createdOn" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedOn" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PublishedDocs_pkey" PRIMARY KEY ("id")
);
-- file: packages/hoppscotch-backend/prisma/migrations/20251202154928_fix_order_index/migration.sql
-- Recalculate orderIndex for UserCollection per (parentID)
WITH ordered AS (
  SELECT
    id,
    ROW_NUMBER() OVER (
      PARTITION BY "userUid", "parentID"
      ORDER BY "orderIndex" ASC, "createdOn" ASC, id ASC
    ) AS new_index
  FROM "UserCollection"
)
UPDATE "UserCollection" uc
SET "orderIndex" = o.new_index
FROM ordered o
WHERE uc.id = o.id;

-- Recalculate orderIndex for TeamCollection per (teamID, parentID)
WITH ordered AS (
  SELECT
    id,
    ROW_NUMBER() OVER (
      PARTITION BY "teamID", "parentID"
      ORDER BY "orderIndex" ASC, "createdOn" ASC, id ASC
    ) AS new_index
  FROM "TeamCollection"
)
UPDATE "TeamCollection" tc
SET "orderIndex" = o.new_index
FROM ordered o
WHERE tc.id = o.id;

-- file: packages/hoppscotch-backend/prisma/migrations/20251203202452_cascade_delete/migration.sql
-- DropForeignKey
ALTER TABLE "TeamCollection" DROP CONSTRAINT "TeamCollection_parentID_fkey";

-- DropForeignKey
ALTER TABLE "UserRequest" DROP CONSTRAINT "UserRequest_collectionID_fkey";

-- AddForeignKey
ALTER TABLE "TeamCollection" ADD CONSTRAINT "TeamCollection_parentID_fkey" FOREIGN KEY ("parentID") REFERENCES "TeamCollection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserRequest" ADD CONSTRAINT "UserRequest_collectionID_fkey" FOREIGN KEY ("collectionID") REFERENCES "UserCollection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: packages/hoppscotch-backend/prisma/migrations/20251207122817_add_slug_to_published_docs/migration.sql
-- Step 1: Add slug column as nullable first
ALTER TABLE "PublishedDocs" ADD COLUMN "slug" TEXT;

-- Step 2: For backward compatibility, set slug = id for existing records
UPDATE "PublishedDocs" SET "slug" = "id" WHERE "slug" IS NULL;

-- Step 3: Handle duplicates - for multiple published docs with same collection and version
-- Keep the latest one (most recent), delete all older ones
-- delete old duplicates are safe, as multiple published docs with same collection and version is not expected behavior till v2025.11.x
WITH ranked_docs AS (
  SELECT 
    id,
    "collectionID",
    version,
    "createdOn",
    ROW_NUMBER() OVER (PARTITION BY "collectionID", version ORDER BY "createdOn" DESC) as rn
  FROM "PublishedDocs"
)
DELETE FROM "PublishedDocs"
WHERE id IN (
  SELECT id FROM ranked_docs WHERE rn > 1
);

-- Step 4: Now make slug NOT NULL
ALTER TABLE "PublishedDocs" ALTER COLUMN "slug" SET NOT NULL;

-- CreateIndex
CREATE INDEX "PublishedDocs_collectionID_idx" ON "PublishedDocs"("collectionID");

-- CreateIndex
CREATE UNIQUE INDEX "PublishedDocs_slug_version_key" ON "PublishedDocs"("slug", "version");
-- file: packages/hoppscotch-backend/prisma/migrations/20260209063744_published_doc_environment/migration.sql
-- AlterTable
ALTER TABLE "PublishedDocs" ADD COLUMN     "environmentID" TEXT,
ADD COLUMN     "environmentName" TEXT,
ADD COLUMN     "environmentVariables" JSONB;
