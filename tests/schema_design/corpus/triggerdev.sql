-- file: internal-packages/database/prisma/migrations/20221206131204_init/migration.sql
-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);
-- file: internal-packages/database/prisma/migrations/20221207113401_user_organization_workflow/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[email]` on the table `User` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `authenticationMethod` to the `User` table without a default value. This is not possible if the table is not empty.
  - Added the required column `email` to the `User` table without a default value. This is not possible if the table is not empty.

*/
-- CreateEnum
CREATE TYPE "AuthenticationMethod" AS ENUM ('GITHUB', 'MAGIC_LINK');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "accessToken" TEXT,
ADD COLUMN     "admin" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "authenticationExtraParams" JSONB,
ADD COLUMN     "authenticationMethod" "AuthenticationMethod" NOT NULL,
ADD COLUMN     "authenticationProfile" JSONB,
ADD COLUMN     "avatarUrl" TEXT,
ADD COLUMN     "displayName" TEXT,
ADD COLUMN     "email" TEXT NOT NULL,
ADD COLUMN     "name" TEXT;

-- CreateTable
CREATE TABLE "Organization" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Organization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Workflow" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "organizationId" TEXT NOT NULL,

    CONSTRAINT "Workflow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_OrganizationToUser" (
    "A" TEXT NOT NULL,
    "B" TEXT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "Organization_slug_key" ON "Organization"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Workflow_organizationId_slug_key" ON "Workflow"("organizationId", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "_OrganizationToUser_AB_unique" ON "_OrganizationToUser"("A", "B");

-- CreateIndex
CREATE INDEX "_OrganizationToUser_B_index" ON "_OrganizationToUser"("B");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- AddForeignKey
ALTER TABLE "Workflow" ADD CONSTRAINT "Workflow_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_OrganizationToUser" ADD CONSTRAINT "_OrganizationToUser_A_fkey" FOREIGN KEY ("A") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_OrganizationToUser" ADD CONSTRAINT "_OrganizationToUser_B_fkey" FOREIGN KEY ("B") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221209205520_add_runtime_environment/migration.sql
-- CreateTable
CREATE TABLE "RuntimeEnvironment" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "apiKey" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RuntimeEnvironment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RuntimeEnvironment_apiKey_key" ON "RuntimeEnvironment"("apiKey");

-- CreateIndex
CREATE UNIQUE INDEX "RuntimeEnvironment_organizationId_slug_key" ON "RuntimeEnvironment"("organizationId", "slug");

-- AddForeignKey
ALTER TABLE "RuntimeEnvironment" ADD CONSTRAINT "RuntimeEnvironment_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221212112045_api_connections/migration.sql
-- CreateEnum
CREATE TYPE "APIConnectionType" AS ENUM ('HTTP', 'GRAPHQL');

-- CreateTable
CREATE TABLE "APIConnection" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "apiIdentifier" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "scopes" TEXT[],
    "type" "APIConnectionType" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "organizationId" TEXT NOT NULL,

    CONSTRAINT "APIConnection_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "APIConnection" ADD CONSTRAINT "APIConnection_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221212134846_api_optional_external_id/migration.sql
-- AlterTable
ALTER TABLE "APIConnection" ALTER COLUMN "externalId" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20221212171032_api_external_id_integer/migration.sql
/*
  Warnings:

  - The `externalId` column on the `APIConnection` table would be dropped and recreated. This will lead to data loss if there is data in the column.

*/
-- AlterTable
ALTER TABLE "APIConnection" DROP COLUMN "externalId",
ADD COLUMN     "externalId" INTEGER;
-- file: internal-packages/database/prisma/migrations/20221212175847_api_connection_status/migration.sql
/*
  Warnings:

  - You are about to drop the column `externalId` on the `APIConnection` table. All the data in the column will be lost.

*/
-- CreateEnum
CREATE TYPE "APIConnectionStatus" AS ENUM ('CREATED', 'CONNECTED');

-- AlterTable
ALTER TABLE "APIConnection" DROP COLUMN "externalId",
ADD COLUMN     "status" "APIConnectionStatus" NOT NULL DEFAULT 'CREATED';
-- file: internal-packages/database/prisma/migrations/20221215112631_add_workflow_triggers/migration.sql
-- CreateEnum
CREATE TYPE "WorkflowTriggerType" AS ENUM ('WEBHOOK', 'SCHEDULE', 'CUSTOM_EVENT', 'HTTP_ENDPOINT');

-- CreateEnum
CREATE TYPE "WorkflowTriggerStatus" AS ENUM ('CREATED', 'CONNECTED');

-- AlterTable
ALTER TABLE "Workflow" ADD COLUMN     "packageJson" JSONB;

-- CreateTable
CREATE TABLE "WorkflowTrigger" (
    "id" TEXT NOT NULL,
    "workflowId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "type" "WorkflowTriggerType" NOT NULL,
    "config" JSONB NOT NULL,
    "status" "WorkflowTriggerStatus" NOT NULL DEFAULT 'CREATED',
    "isDefault" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "WorkflowTrigger_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WorkflowTrigger_workflowId_environmentId_key" ON "WorkflowTrigger"("workflowId", "environmentId");

-- AddForeignKey
ALTER TABLE "WorkflowTrigger" ADD CONSTRAINT "WorkflowTrigger_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "Workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowTrigger" ADD CONSTRAINT "WorkflowTrigger_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221216105935_add_custom_event_model/migration.sql
-- CreateTable
CREATE TABLE "CustomEvent" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "timestamp" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "payload" JSONB NOT NULL,
    "context" JSONB,
    "organizationId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,

    CONSTRAINT "CustomEvent_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "CustomEvent" ADD CONSTRAINT "CustomEvent_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomEvent" ADD CONSTRAINT "CustomEvent_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221216110114_add_custom_event_status/migration.sql
-- CreateEnum
CREATE TYPE "CustomEventStatus" AS ENUM ('PENDING', 'PROCESSED');

-- AlterTable
ALTER TABLE "CustomEvent" ADD COLUMN     "status" "CustomEventStatus" NOT NULL DEFAULT 'PENDING';
-- file: internal-packages/database/prisma/migrations/20221216125550_added_runtime_environment_title/migration.sql
-- AlterTable
ALTER TABLE "RuntimeEnvironment" ADD COLUMN "title" TEXT;

-- If the slug is "dev" set the title to "Development"
UPDATE "RuntimeEnvironment" SET "title" = 'Development' WHERE "slug" = 'dev';
-- If the slug is "prod" set the title to "Production"
UPDATE "RuntimeEnvironment" SET "title" = 'Production' WHERE "slug" = 'prod';

-- Make the title column not null
ALTER TABLE "RuntimeEnvironment" ALTER COLUMN     "title" SET NOT NULL;
-- file: internal-packages/database/prisma/migrations/20221216135920_add_workflow_run_model/migration.sql
-- CreateEnum
CREATE TYPE "WorkflowRunStatus" AS ENUM ('PENDING', 'RUNNING', 'SUCCESS', 'ERROR');

-- CreateTable
CREATE TABLE "WorkflowRun" (
    "id" TEXT NOT NULL,
    "workflowId" TEXT NOT NULL,
    "triggerId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "status" "WorkflowRunStatus" NOT NULL DEFAULT 'PENDING',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkflowRun_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "WorkflowRun" ADD CONSTRAINT "WorkflowRun_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "Workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowRun" ADD CONSTRAINT "WorkflowRun_triggerId_fkey" FOREIGN KEY ("triggerId") REFERENCES "WorkflowTrigger"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowRun" ADD CONSTRAINT "WorkflowRun_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221216140358_rename_data_to_input/migration.sql
/*
  Warnings:

  - You are about to drop the column `data` on the `WorkflowRun` table. All the data in the column will be lost.
  - Added the required column `input` to the `WorkflowRun` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "WorkflowRun" DROP COLUMN "data",
ADD COLUMN     "input" JSONB NOT NULL;
-- file: internal-packages/database/prisma/migrations/20221216140505_add_context_to_workflow_run/migration.sql
-- AlterTable
ALTER TABLE "WorkflowRun" ADD COLUMN     "context" JSONB;
-- file: internal-packages/database/prisma/migrations/20221216140541_add_datetime_to_workflow_run/migration.sql
/*
  Warnings:

  - Added the required column `timestamp` to the `WorkflowRun` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "WorkflowRun" ADD COLUMN     "timestamp" TIMESTAMP(3) NOT NULL;
-- file: internal-packages/database/prisma/migrations/20221216151235_remove_title_column_from_env/migration.sql
/*
  Warnings:

  - You are about to drop the column `title` on the `RuntimeEnvironment` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "RuntimeEnvironment" DROP COLUMN "title";
-- file: internal-packages/database/prisma/migrations/20221219142856_add_workflow_run_step_model/migration.sql
-- CreateEnum
CREATE TYPE "WorkflowRunStepType" AS ENUM ('LOG_MESSAGE', 'DURABLE_DELAY', 'CUSTOM_EVENT');

-- CreateTable
CREATE TABLE "WorkflowRunStep" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "type" "WorkflowRunStepType" NOT NULL,
    "input" JSONB NOT NULL,
    "output" JSONB,
    "context" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkflowRunStep_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "WorkflowRunStep" ADD CONSTRAINT "WorkflowRunStep_runId_fkey" FOREIGN KEY ("runId") REFERENCES "WorkflowRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221219171221_support_output_step/migration.sql
-- AlterEnum
ALTER TYPE "WorkflowRunStepType" ADD VALUE 'OUTPUT';

-- AlterTable
ALTER TABLE "WorkflowRunStep" ALTER COLUMN "input" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20221220095618_add_error_to_workflow_run/migration.sql
-- AlterTable
ALTER TABLE "WorkflowRun" ADD COLUMN     "error" JSONB;
-- file: internal-packages/database/prisma/migrations/20221220100932_add_timestamps_to_run_and_steps/migration.sql
/*
  Warnings:

  - You are about to drop the column `timestamp` on the `WorkflowRun` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "WorkflowRun" DROP COLUMN "timestamp",
ADD COLUMN     "finishedAt" TIMESTAMP(3),
ADD COLUMN     "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "WorkflowRunStep" ADD COLUMN     "finishedAt" TIMESTAMP(3),
ADD COLUMN     "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
-- file: internal-packages/database/prisma/migrations/20221220101020_make_started_at_optional/migration.sql
-- AlterTable
ALTER TABLE "WorkflowRun" ALTER COLUMN "startedAt" DROP NOT NULL,
ALTER COLUMN "startedAt" DROP DEFAULT;

-- AlterTable
ALTER TABLE "WorkflowRunStep" ALTER COLUMN "startedAt" DROP NOT NULL,
ALTER COLUMN "startedAt" DROP DEFAULT;
-- file: internal-packages/database/prisma/migrations/20221220205030_add_connection_slot_model/migration.sql
-- CreateTable
CREATE TABLE "WorkflowConnectionSlot" (
    "id" TEXT NOT NULL,
    "workflowId" TEXT NOT NULL,
    "triggerId" TEXT,
    "connectionId" TEXT,
    "slotName" TEXT NOT NULL,
    "serviceIdentifier" TEXT NOT NULL,
    "auth" JSONB,

    CONSTRAINT "WorkflowConnectionSlot_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WorkflowConnectionSlot_triggerId_key" ON "WorkflowConnectionSlot"("triggerId");

-- CreateIndex
CREATE UNIQUE INDEX "WorkflowConnectionSlot_workflowId_slotName_key" ON "WorkflowConnectionSlot"("workflowId", "slotName");

-- AddForeignKey
ALTER TABLE "WorkflowConnectionSlot" ADD CONSTRAINT "WorkflowConnectionSlot_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "Workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowConnectionSlot" ADD CONSTRAINT "WorkflowConnectionSlot_triggerId_fkey" FOREIGN KEY ("triggerId") REFERENCES "WorkflowTrigger"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowConnectionSlot" ADD CONSTRAINT "WorkflowConnectionSlot_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "APIConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221221113722_add_registered_webhook_model/migration.sql
-- CreateTable
CREATE TABLE "RegisteredWebhook" (
    "id" TEXT NOT NULL,
    "workflowId" TEXT NOT NULL,
    "triggerId" TEXT NOT NULL,
    "connectionSlotId" TEXT NOT NULL,
    "webhookConfig" JSONB NOT NULL,
    "isEnabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "RegisteredWebhook_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RegisteredWebhook_triggerId_key" ON "RegisteredWebhook"("triggerId");

-- CreateIndex
CREATE UNIQUE INDEX "RegisteredWebhook_connectionSlotId_key" ON "RegisteredWebhook"("connectionSlotId");

-- CreateIndex
CREATE UNIQUE INDEX "RegisteredWebhook_workflowId_triggerId_key" ON "RegisteredWebhook"("workflowId", "triggerId");

-- AddForeignKey
ALTER TABLE "RegisteredWebhook" ADD CONSTRAINT "RegisteredWebhook_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "Workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegisteredWebhook" ADD CONSTRAINT "RegisteredWebhook_triggerId_fkey" FOREIGN KEY ("triggerId") REFERENCES "WorkflowTrigger"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegisteredWebhook" ADD CONSTRAINT "RegisteredWebhook_connectionSlotId_fkey" FOREIGN KEY ("connectionSlotId") REFERENCES "WorkflowConnectionSlot"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221221114754_update_registered_webhook_model/migration.sql
/*
  Warnings:

  - You are about to drop the column `isEnabled` on the `RegisteredWebhook` table. All the data in the column will be lost.
  - Added the required column `updatedAt` to the `RegisteredWebhook` table without a default value. This is not possible if the table is not empty.

*/
-- CreateEnum
CREATE TYPE "RegisteredWebhookStatus" AS ENUM ('CREATED', 'CONNECTED');

-- DropIndex
DROP INDEX "RegisteredWebhook_workflowId_triggerId_key";

-- AlterTable
ALTER TABLE "RegisteredWebhook" DROP COLUMN "isEnabled",
ADD COLUMN     "connectedAt" TIMESTAMP(3),
ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "status" "RegisteredWebhookStatus" NOT NULL DEFAULT 'CREATED',
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL,
ALTER COLUMN "webhookConfig" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20221221124220_add_secret_to_registered_webhook/migration.sql
/*
  Warnings:

  - Added the required column `secret` to the `RegisteredWebhook` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "RegisteredWebhook" ADD COLUMN     "secret" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20221221164650_added_istest_to_run/migration.sql
-- AlterTable
ALTER TABLE "WorkflowRun" ADD COLUMN     "isTest" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20221222153652_refactor_schema_generic_pub_sub_model/migration.sql
/*
  Warnings:

  - You are about to drop the column `triggerId` on the `WorkflowRun` table. All the data in the column will be lost.
  - You are about to drop the `RegisteredWebhook` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `WorkflowConnectionSlot` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `WorkflowTrigger` table. If the table is not empty, all the data it contains will be lost.
  - Added the required column `filter` to the `Workflow` table without a default value. This is not possible if the table is not empty.
  - Added the required column `subscription` to the `Workflow` table without a default value. This is not possible if the table is not empty.
  - Added the required column `type` to the `Workflow` table without a default value. This is not possible if the table is not empty.

*/
-- CreateEnum
CREATE TYPE "SubscriptionType" AS ENUM ('WEBHOOK', 'SCHEDULE', 'CUSTOM_EVENT', 'HTTP_ENDPOINT', 'EVENT_BRIDGE', 'HTTP_POLLING');

-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('CREATED', 'READY');

-- CreateEnum
CREATE TYPE "ExternalSourceStatus" AS ENUM ('CREATED', 'READY');

-- CreateEnum
CREATE TYPE "ExternalSourceType" AS ENUM ('WEBHOOK', 'EVENT_BRIDGE', 'HTTP_POLLING');

-- DropForeignKey
ALTER TABLE "RegisteredWebhook" DROP CONSTRAINT "RegisteredWebhook_connectionSlotId_fkey";

-- DropForeignKey
ALTER TABLE "RegisteredWebhook" DROP CONSTRAINT "RegisteredWebhook_triggerId_fkey";

-- DropForeignKey
ALTER TABLE "RegisteredWebhook" DROP CONSTRAINT "RegisteredWebhook_workflowId_fkey";

-- DropForeignKey
ALTER TABLE "WorkflowConnectionSlot" DROP CONSTRAINT "WorkflowConnectionSlot_connectionId_fkey";

-- DropForeignKey
ALTER TABLE "WorkflowConnectionSlot" DROP CONSTRAINT "WorkflowConnectionSlot_triggerId_fkey";

-- DropForeignKey
ALTER TABLE "WorkflowConnectionSlot" DROP CONSTRAINT "WorkflowConnectionSlot_workflowId_fkey";

-- DropForeignKey
ALTER TABLE "WorkflowRun" DROP CONSTRAINT "WorkflowRun_triggerId_fkey";

-- DropForeignKey
ALTER TABLE "WorkflowTrigger" DROP CONSTRAINT "WorkflowTrigger_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "WorkflowTrigger" DROP CONSTRAINT "WorkflowTrigger_workflowId_fkey";

-- AlterTable
ALTER TABLE "Workflow" ADD COLUMN     "externalSourceId" TEXT,
ADD COLUMN     "filter" JSONB NOT NULL,
ADD COLUMN     "status" "SubscriptionStatus" NOT NULL DEFAULT 'CREATED',
ADD COLUMN     "subscription" JSONB NOT NULL,
ADD COLUMN     "type" "SubscriptionType" NOT NULL;

-- AlterTable
ALTER TABLE "WorkflowRun" DROP COLUMN "triggerId";

-- DropTable
DROP TABLE "RegisteredWebhook";

-- DropTable
DROP TABLE "WorkflowConnectionSlot";

-- DropTable
DROP TABLE "WorkflowTrigger";

-- DropEnum
DROP TYPE "WorkflowTriggerStatus";

-- DropEnum
DROP TYPE "WorkflowTriggerType";

-- CreateTable
CREATE TABLE "ExternalSource" (
    "id" TEXT NOT NULL,
    "type" "ExternalSourceType" NOT NULL,
    "source" JSONB NOT NULL,
    "status" "ExternalSourceStatus" NOT NULL DEFAULT 'CREATED',
    "externalData" JSONB,
    "readyAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "connectionId" TEXT,

    CONSTRAINT "ExternalSource_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "Workflow" ADD CONSTRAINT "Workflow_externalSourceId_fkey" FOREIGN KEY ("externalSourceId") REFERENCES "ExternalSource"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalSource" ADD CONSTRAINT "ExternalSource_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "APIConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221223132913_more_pub_sub_refactoring/migration.sql
/*
  Warnings:

  - You are about to drop the column `filter` on the `Workflow` table. All the data in the column will be lost.
  - You are about to drop the column `subscription` on the `Workflow` table. All the data in the column will be lost.
  - The `status` column on the `Workflow` table would be dropped and recreated. This will lead to data loss if there is data in the column.
  - You are about to drop the column `context` on the `WorkflowRun` table. All the data in the column will be lost.
  - You are about to drop the column `input` on the `WorkflowRun` table. All the data in the column will be lost.
  - You are about to drop the `CustomEvent` table. If the table is not empty, all the data it contains will be lost.
  - Added the required column `eventRule` to the `Workflow` table without a default value. This is not possible if the table is not empty.
  - Added the required column `trigger` to the `Workflow` table without a default value. This is not possible if the table is not empty.
  - Changed the type of `type` on the `Workflow` table. No cast exists, the column would be dropped and recreated, which cannot be done if there is data, since the column is required.
  - Added the required column `eventId` to the `WorkflowRun` table without a default value. This is not possible if the table is not empty.

*/
-- CreateEnum
CREATE TYPE "TriggerType" AS ENUM ('WEBHOOK', 'SCHEDULE', 'CUSTOM_EVENT', 'HTTP_ENDPOINT', 'EVENT_BRIDGE', 'HTTP_POLLING');

-- CreateEnum
CREATE TYPE "WorkflowStatus" AS ENUM ('CREATED', 'READY');

-- CreateEnum
CREATE TYPE "TriggerEventStatus" AS ENUM ('PENDING', 'PROCESSED');

-- DropForeignKey
ALTER TABLE "CustomEvent" DROP CONSTRAINT "CustomEvent_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "CustomEvent" DROP CONSTRAINT "CustomEvent_organizationId_fkey";

-- AlterTable
ALTER TABLE "Workflow" DROP COLUMN "filter",
DROP COLUMN "subscription",
ADD COLUMN     "eventRule" JSONB NOT NULL,
ADD COLUMN     "trigger" JSONB NOT NULL,
DROP COLUMN "status",
ADD COLUMN     "status" "WorkflowStatus" NOT NULL DEFAULT 'CREATED',
DROP COLUMN "type",
ADD COLUMN     "type" "TriggerType" NOT NULL;

-- AlterTable
ALTER TABLE "WorkflowRun" DROP COLUMN "context",
DROP COLUMN "input",
ADD COLUMN     "eventId" TEXT NOT NULL;

-- DropTable
DROP TABLE "CustomEvent";

-- DropEnum
DROP TYPE "CustomEventStatus";

-- DropEnum
DROP TYPE "RegisteredWebhookStatus";

-- DropEnum
DROP TYPE "SubscriptionStatus";

-- DropEnum
DROP TYPE "SubscriptionType";

-- CreateTable
CREATE TABLE "TriggerEvent" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" "TriggerType" NOT NULL,
    "timestamp" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "payload" JSONB NOT NULL,
    "context" JSONB,
    "organizationId" TEXT,
    "environmentId" TEXT,
    "status" "TriggerEventStatus" NOT NULL DEFAULT 'PENDING',

    CONSTRAINT "TriggerEvent_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "TriggerEvent" ADD CONSTRAINT "TriggerEvent_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerEvent" ADD CONSTRAINT "TriggerEvent_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowRun" ADD CONSTRAINT "WorkflowRun_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "TriggerEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221223142352_added_organization_and_key_to_external_source/migration.sql
/*
  Warnings:

  - Added the required column `key` to the `ExternalSource` table without a default value. This is not possible if the table is not empty.
  - Added the required column `organizationId` to the `ExternalSource` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "ExternalSource" ADD COLUMN     "key" TEXT NOT NULL,
ADD COLUMN     "organizationId" TEXT NOT NULL;

-- AddForeignKey
ALTER TABLE "ExternalSource" ADD CONSTRAINT "ExternalSource_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221223143123_added_organization_and_key_index/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[organizationId,key]` on the table `ExternalSource` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateIndex
CREATE UNIQUE INDEX "ExternalSource_organizationId_key_key" ON "ExternalSource"("organizationId", "key");
-- file: internal-packages/database/prisma/migrations/20221223144952_extracted_event_rules_by_environment/migration.sql
/*
  Warnings:

  - You are about to drop the column `eventRule` on the `Workflow` table. All the data in the column will be lost.
  - You are about to drop the column `trigger` on the `Workflow` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Workflow" DROP COLUMN "eventRule",
DROP COLUMN "trigger";

-- CreateTable
CREATE TABLE "EventRule" (
    "id" TEXT NOT NULL,
    "type" "TriggerType" NOT NULL,
    "workflowId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "rule" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EventRule_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "EventRule" ADD CONSTRAINT "EventRule_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "Workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventRule" ADD CONSTRAINT "EventRule_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventRule" ADD CONSTRAINT "EventRule_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221223145049_add_unique_constract_to_event_rule/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[workflowId,environmentId]` on the table `EventRule` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateIndex
CREATE UNIQUE INDEX "EventRule_workflowId_environmentId_key" ON "EventRule"("workflowId", "environmentId");
-- file: internal-packages/database/prisma/migrations/20221223150238_add_event_rule_to_workflow_runs/migration.sql
/*
  Warnings:

  - Added the required column `eventRuleId` to the `WorkflowRun` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "WorkflowRun" ADD COLUMN     "eventRuleId" TEXT NOT NULL;

-- AddForeignKey
ALTER TABLE "WorkflowRun" ADD CONSTRAINT "WorkflowRun_eventRuleId_fkey" FOREIGN KEY ("eventRuleId") REFERENCES "EventRule"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221223150407_add_trigger_metadata_to_event_rule/migration.sql
/*
  Warnings:

  - Added the required column `trigger` to the `EventRule` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "EventRule" ADD COLUMN     "trigger" JSONB NOT NULL;
-- file: internal-packages/database/prisma/migrations/20221223152905_add_secret_to_external_source/migration.sql
-- AlterTable
ALTER TABLE "ExternalSource" ADD COLUMN     "secret" TEXT;
-- file: internal-packages/database/prisma/migrations/20221223155859_add_service_to_trigger_event/migration.sql
/*
  Warnings:

  - Added the required column `service` to the `TriggerEvent` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TriggerEvent" ADD COLUMN     "service" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20221223162136_added_timestamps_to_trigger_event/migration.sql
/*
  Warnings:

  - Added the required column `updatedAt` to the `TriggerEvent` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TriggerEvent" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "processedAt" TIMESTAMP(3),
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL;
-- file: internal-packages/database/prisma/migrations/20221227182358_rename_rule_to_filter/migration.sql
/*
  Warnings:

  - You are about to drop the column `rule` on the `EventRule` table. All the data in the column will be lost.
  - Added the required column `filter` to the `EventRule` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "EventRule" DROP COLUMN "rule",
ADD COLUMN     "filter" JSONB NOT NULL;
-- file: internal-packages/database/prisma/migrations/20221227191746_renamed_processed_to_dispatch_for_events/migration.sql
/*
  Warnings:

  - The values [PROCESSED] on the enum `TriggerEventStatus` will be removed. If these variants are still used in the database, this will fail.
  - You are about to drop the column `processedAt` on the `TriggerEvent` table. All the data in the column will be lost.

*/
-- AlterEnum
BEGIN;
CREATE TYPE "TriggerEventStatus_new" AS ENUM ('PENDING', 'DISPATCHED');
ALTER TABLE "TriggerEvent" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "TriggerEvent" ALTER COLUMN "status" TYPE "TriggerEventStatus_new" USING ("status"::text::"TriggerEventStatus_new");
ALTER TYPE "TriggerEventStatus" RENAME TO "TriggerEventStatus_old";
ALTER TYPE "TriggerEventStatus_new" RENAME TO "TriggerEventStatus";
DROP TYPE "TriggerEventStatus_old";
ALTER TABLE "TriggerEvent" ALTER COLUMN "status" SET DEFAULT 'PENDING';
COMMIT;

-- AlterTable
ALTER TABLE "TriggerEvent" DROP COLUMN "processedAt",
ADD COLUMN     "dispatchedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20221228101710_add_service_for_external_source/migration.sql
/*
  Warnings:

  - Added the required column `service` to the `ExternalSource` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "ExternalSource" ADD COLUMN     "service" TEXT;

UPDATE "ExternalSource" SET service = 'github';

-- AlterTable
ALTER TABLE "ExternalSource" ALTER COLUMN "service" SET NOT NULL;

-- file: internal-packages/database/prisma/migrations/20221228155121_add_external_service_model/migration.sql
-- CreateEnum
CREATE TYPE "ExternalServiceType" AS ENUM ('HTTP_API');

-- CreateEnum
CREATE TYPE "ExternalServiceStatus" AS ENUM ('CREATED', 'READY');

-- CreateTable
CREATE TABLE "ExternalService" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "workflowId" TEXT NOT NULL,
    "connectionId" TEXT,
    "type" "ExternalServiceType" NOT NULL,
    "status" "ExternalServiceStatus" NOT NULL DEFAULT 'CREATED',
    "readyAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExternalService_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ExternalService_workflowId_slug_key" ON "ExternalService"("workflowId", "slug");

-- AddForeignKey
ALTER TABLE "ExternalService" ADD CONSTRAINT "ExternalService_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "Workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalService" ADD CONSTRAINT "ExternalService_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "APIConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221228175137_triggerevent_added_is_test/migration.sql
-- AlterTable
ALTER TABLE "TriggerEvent" ADD COLUMN     "isTest" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20221229095721_add_integration_requests/migration.sql
-- CreateEnum
CREATE TYPE "IntegrationRequestStatus" AS ENUM ('PENDING', 'RETRYING', 'SUCCESS', 'ERROR');

-- CreateEnum
CREATE TYPE "WorkflowRunStepStatus" AS ENUM ('PENDING', 'RUNNING', 'SUCCESS', 'ERROR');

-- AlterEnum
ALTER TYPE "WorkflowRunStepType" ADD VALUE 'INTEGRATION_REQUEST';

-- AlterTable
ALTER TABLE "WorkflowRunStep" ADD COLUMN     "status" "WorkflowRunStepStatus" NOT NULL DEFAULT 'PENDING';

-- CreateTable
CREATE TABLE "IntegrationRequest" (
    "id" TEXT NOT NULL,
    "params" JSONB NOT NULL,
    "endpoint" TEXT NOT NULL,
    "externalServiceId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "status" "IntegrationRequestStatus" NOT NULL DEFAULT 'PENDING',
    "runId" TEXT NOT NULL,
    "stepId" TEXT NOT NULL,
    "retryCount" INTEGER NOT NULL DEFAULT 0,
    "error" JSONB,
    "response" JSONB,

    CONSTRAINT "IntegrationRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "IntegrationRequest_stepId_key" ON "IntegrationRequest"("stepId");

-- AddForeignKey
ALTER TABLE "IntegrationRequest" ADD CONSTRAINT "IntegrationRequest_externalServiceId_fkey" FOREIGN KEY ("externalServiceId") REFERENCES "ExternalService"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IntegrationRequest" ADD CONSTRAINT "IntegrationRequest_runId_fkey" FOREIGN KEY ("runId") REFERENCES "WorkflowRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IntegrationRequest" ADD CONSTRAINT "IntegrationRequest_stepId_fkey" FOREIGN KEY ("stepId") REFERENCES "WorkflowRunStep"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20221229100124_add_waiting_for_connection_status/migration.sql
-- AlterEnum
ALTER TYPE "IntegrationRequestStatus" ADD VALUE 'WAITING_FOR_CONNECTION';
-- file: internal-packages/database/prisma/migrations/20221229101944_added_workflow_service_eventnames/migration.sql
-- AlterTable
ALTER TABLE "Workflow" ADD COLUMN     "eventNames" TEXT[],
ADD COLUMN     "service" TEXT NOT NULL DEFAULT 'trigger';
-- file: internal-packages/database/prisma/migrations/20221229113827_add_fetching_to_integration_request/migration.sql
-- AlterEnum
ALTER TYPE "IntegrationRequestStatus" ADD VALUE 'FETCHING';
-- file: internal-packages/database/prisma/migrations/20221229121050_add_integration_responses/migration.sql
-- CreateTable
CREATE TABLE "IntegrationResponse" (
    "id" TEXT NOT NULL,
    "requestId" TEXT NOT NULL,
    "statusCode" INTEGER NOT NULL,
    "body" JSONB NOT NULL,
    "headers" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IntegrationResponse_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "IntegrationResponse" ADD CONSTRAINT "IntegrationResponse_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "IntegrationRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230102095903_connection_added_authentication_method/migration.sql
-- CreateEnum
CREATE TYPE "APIAuthenticationMethod" AS ENUM ('OAUTH', 'API_KEY');

-- AlterTable
ALTER TABLE "APIConnection" ADD COLUMN     "authenticationMethod" "APIAuthenticationMethod" NOT NULL DEFAULT 'OAUTH';
-- file: internal-packages/database/prisma/migrations/20230102100144_connection_authentication_config/migration.sql
-- AlterTable
ALTER TABLE "APIConnection" ADD COLUMN     "authenticationConfig" JSONB;
-- file: internal-packages/database/prisma/migrations/20230102142756_add_durable_delay_model/migration.sql
-- CreateTable
CREATE TABLE "DurableDelay" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "stepId" TEXT NOT NULL,
    "delayUntil" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "DurableDelay_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DurableDelay_stepId_key" ON "DurableDelay"("stepId");

-- AddForeignKey
ALTER TABLE "DurableDelay" ADD CONSTRAINT "DurableDelay_runId_fkey" FOREIGN KEY ("runId") REFERENCES "WorkflowRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DurableDelay" ADD CONSTRAINT "DurableDelay_stepId_fkey" FOREIGN KEY ("stepId") REFERENCES "WorkflowRunStep"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230102175304_connection_removed_delete_cascades/migration.sql
-- DropForeignKey
ALTER TABLE "ExternalService" DROP CONSTRAINT "ExternalService_connectionId_fkey";

-- DropForeignKey
ALTER TABLE "ExternalSource" DROP CONSTRAINT "ExternalSource_connectionId_fkey";

-- AddForeignKey
ALTER TABLE "ExternalSource" ADD CONSTRAINT "ExternalSource_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "APIConnection"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalService" ADD CONSTRAINT "ExternalService_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "APIConnection"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230103145652_add_idempotency_key_to_workflow_run_steps/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[runId,idempotencyKey]` on the table `WorkflowRunStep` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `idempotencyKey` to the `WorkflowRunStep` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "WorkflowRunStep" ADD COLUMN     "idempotencyKey" TEXT NULL;

-- Add random idempotency keys to existing rows
UPDATE "WorkflowRunStep" SET "idempotencyKey" = gen_random_uuid();

-- AlterTable
ALTER TABLE "WorkflowRunStep" ALTER COLUMN "idempotencyKey" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "WorkflowRunStep_runId_idempotencyKey_key" ON "WorkflowRunStep"("runId", "idempotencyKey");
-- file: internal-packages/database/prisma/migrations/20230104144824_add_interrupted_status_to_workflow_runs/migration.sql
-- AlterEnum
ALTER TYPE "WorkflowRunStatus" ADD VALUE 'INTERRUPTED';
-- file: internal-packages/database/prisma/migrations/20230104150555_add_attempt_count_to_workflow_run/migration.sql
-- AlterTable
ALTER TABLE "WorkflowRun" ADD COLUMN     "attemptCount" INTEGER NOT NULL DEFAULT 0;
-- file: internal-packages/database/prisma/migrations/20230104160649_add_interruption_step/migration.sql
-- AlterEnum
ALTER TYPE "WorkflowRunStepType" ADD VALUE 'INTERRUPTION';
-- file: internal-packages/database/prisma/migrations/20230105114046_add_disconnection_type/migration.sql
-- AlterEnum
ALTER TYPE "WorkflowRunStepType" ADD VALUE 'DISCONNECTION';

-- file: internal-packages/database/prisma/migrations/20230105115145_remove_interruption_type/migration.sql
/*
  Warnings:

  - The values [INTERRUPTION] on the enum `WorkflowRunStepType` will be removed. If these variants are still used in the database, this will fail.

*/

UPDATE "WorkflowRunStep" SET "type" = 'DISCONNECTION' WHERE "type" = 'INTERRUPTION';

-- AlterEnum
BEGIN;
CREATE TYPE "WorkflowRunStepType_new" AS ENUM ('OUTPUT', 'LOG_MESSAGE', 'DURABLE_DELAY', 'CUSTOM_EVENT', 'INTEGRATION_REQUEST', 'DISCONNECTION');
ALTER TABLE "WorkflowRunStep" ALTER COLUMN "type" TYPE "WorkflowRunStepType_new" USING ("type"::text::"WorkflowRunStepType_new");
ALTER TYPE "WorkflowRunStepType" RENAME TO "WorkflowRunStepType_old";
ALTER TYPE "WorkflowRunStepType_new" RENAME TO "WorkflowRunStepType";
DROP TYPE "WorkflowRunStepType_old";
COMMIT;
-- file: internal-packages/database/prisma/migrations/20230105115649_add_disconnected_state_to_runs/migration.sql
-- AlterEnum
ALTER TYPE "WorkflowRunStatus" ADD VALUE 'DISCONNECTED';
-- file: internal-packages/database/prisma/migrations/20230105115719_remove_interrupted_state_from_runs/migration.sql
/*
  Warnings:

  - The values [INTERRUPTED] on the enum `WorkflowRunStatus` will be removed. If these variants are still used in the database, this will fail.

*/

UPDATE "WorkflowRun" SET "status" = 'DISCONNECTED' WHERE "status" = 'INTERRUPTED';

-- AlterEnum
BEGIN;
CREATE TYPE "WorkflowRunStatus_new" AS ENUM ('PENDING', 'RUNNING', 'DISCONNECTED', 'SUCCESS', 'ERROR');
ALTER TABLE "WorkflowRun" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "WorkflowRun" ALTER COLUMN "status" TYPE "WorkflowRunStatus_new" USING ("status"::text::"WorkflowRunStatus_new");
ALTER TYPE "WorkflowRunStatus" RENAME TO "WorkflowRunStatus_old";
ALTER TYPE "WorkflowRunStatus_new" RENAME TO "WorkflowRunStatus";
DROP TYPE "WorkflowRunStatus_old";
ALTER TABLE "WorkflowRun" ALTER COLUMN "status" SET DEFAULT 'PENDING';
COMMIT;
-- file: internal-packages/database/prisma/migrations/20230105173643_add_timestamp_to_steps/migration.sql
/*
  Warnings:

  - Added the required column `timestamp` to the `WorkflowRunStep` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "WorkflowRunStep" ADD COLUMN     "ts" INTEGER NULL;

-- Add timestamps to existing steps based on the step createdAt (converting to unix timestamp since timestamp is an Integer)
UPDATE "WorkflowRunStep" SET ts = extract(epoch from "createdAt") * 1000;

-- Make timestamp required
ALTER TABLE "WorkflowRunStep" ALTER COLUMN "ts" SET NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230105175909_make_ts_a_string/migration.sql
-- AlterTable
ALTER TABLE "WorkflowRunStep" ALTER COLUMN "ts" SET DATA TYPE TEXT;
-- file: internal-packages/database/prisma/migrations/20230109195958_response_changed_output_context/migration.sql
-- AlterTable
ALTER TABLE "IntegrationResponse" RENAME COLUMN "body" to "output";
ALTER TABLE "IntegrationResponse" ADD COLUMN "context" JSONB;

UPDATE "IntegrationResponse" SET context = jsonb_build_object('headers', headers, 'statusCode', '200');
ALTER TABLE "IntegrationResponse" ALTER COLUMN "context" SET NOT NULL;

ALTER TABLE "IntegrationResponse" DROP COLUMN "headers", DROP COLUMN "statusCode";
-- file: internal-packages/database/prisma/migrations/20230114154045_add_scheduler_external_source/migration.sql
-- AlterEnum
ALTER TYPE "ExternalSourceType" ADD VALUE 'SCHEDULER';
-- file: internal-packages/database/prisma/migrations/20230114171501_add_cancelled_external_source_status/migration.sql
-- AlterEnum
ALTER TYPE "ExternalSourceStatus" ADD VALUE 'CANCELLED';
-- file: internal-packages/database/prisma/migrations/20230115194010_add_scheduler_source_model/migration.sql
/*
  Warnings:

  - The values [SCHEDULER] on the enum `ExternalSourceType` will be removed. If these variants are still used in the database, this will fail.

*/
-- CreateEnum
CREATE TYPE "SchedulerSourceStatus" AS ENUM ('CREATED', 'READY', 'CANCELLED');

-- AlterEnum
BEGIN;
CREATE TYPE "ExternalSourceType_new" AS ENUM ('WEBHOOK', 'EVENT_BRIDGE', 'HTTP_POLLING');
ALTER TABLE "ExternalSource" ALTER COLUMN "type" TYPE "ExternalSourceType_new" USING ("type"::text::"ExternalSourceType_new");
ALTER TYPE "ExternalSourceType" RENAME TO "ExternalSourceType_old";
ALTER TYPE "ExternalSourceType_new" RENAME TO "ExternalSourceType";
DROP TYPE "ExternalSourceType_old";
COMMIT;

-- CreateTable
CREATE TABLE "SchedulerSource" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "workflowId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "schedule" TEXT NOT NULL,
    "status" "SchedulerSourceStatus" NOT NULL DEFAULT 'CREATED',
    "readyAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SchedulerSource_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "SchedulerSource" ADD CONSTRAINT "SchedulerSource_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchedulerSource" ADD CONSTRAINT "SchedulerSource_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "Workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchedulerSource" ADD CONSTRAINT "SchedulerSource_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230115194253_add_scheduler_uniq_index/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[workflowId,environmentId]` on the table `SchedulerSource` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateIndex
CREATE UNIQUE INDEX "SchedulerSource_workflowId_environmentId_key" ON "SchedulerSource"("workflowId", "environmentId");
-- file: internal-packages/database/prisma/migrations/20230115194338_schedule_should_be_json/migration.sql
/*
  Warnings:

  - Changed the type of `schedule` on the `SchedulerSource` table. No cast exists, the column would be dropped and recreated, which cannot be done if there is data, since the column is required.

*/
-- AlterTable
ALTER TABLE "SchedulerSource" DROP COLUMN "schedule",
ADD COLUMN     "schedule" JSONB NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230119164847_add_schema_for_disabling_and_archiving/migration.sql
-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "WorkflowStatus" ADD VALUE 'DISABLED';
ALTER TYPE "WorkflowStatus" ADD VALUE 'ARCHIVED';

-- AlterTable
ALTER TABLE "EventRule" ADD COLUMN     "archivedAt" TIMESTAMP(3),
ADD COLUMN     "disabledAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20230119174326_move_new_datetime_fields_to_workflow/migration.sql
/*
  Warnings:

  - You are about to drop the column `archivedAt` on the `EventRule` table. All the data in the column will be lost.
  - You are about to drop the column `disabledAt` on the `EventRule` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "EventRule" DROP COLUMN "archivedAt",
DROP COLUMN "disabledAt";

-- AlterTable
ALTER TABLE "Workflow" ADD COLUMN     "archivedAt" TIMESTAMP(3),
ADD COLUMN     "disabledAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20230119175445_add_enabled_to_event_rule/migration.sql
-- AlterTable
ALTER TABLE "EventRule" ADD COLUMN     "enabled" BOOLEAN NOT NULL DEFAULT true;
-- file: internal-packages/database/prisma/migrations/20230119183126_removed_archived_status/migration.sql
/*
  Warnings:

  - The values [ARCHIVED] on the enum `WorkflowStatus` will be removed. If these variants are still used in the database, this will fail.

*/
-- AlterEnum
BEGIN;
CREATE TYPE "WorkflowStatus_new" AS ENUM ('CREATED', 'READY', 'DISABLED');
ALTER TABLE "Workflow" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "Workflow" ALTER COLUMN "status" TYPE "WorkflowStatus_new" USING ("status"::text::"WorkflowStatus_new");
ALTER TYPE "WorkflowStatus" RENAME TO "WorkflowStatus_old";
ALTER TYPE "WorkflowStatus_new" RENAME TO "WorkflowStatus";
DROP TYPE "WorkflowStatus_old";
ALTER TABLE "Workflow" ALTER COLUMN "status" SET DEFAULT 'CREATED';
COMMIT;

-- AlterTable
ALTER TABLE "Workflow" ADD COLUMN     "isArchived" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230120010921_add_trigger_ttl_in_seconds/migration.sql
-- AlterTable
ALTER TABLE "Workflow" ADD COLUMN     "triggerTtlInSeconds" INTEGER NOT NULL DEFAULT 3600;
-- file: internal-packages/database/prisma/migrations/20230120014606_add_timed_out_status_for_workflow_runs/migration.sql
-- AlterEnum
ALTER TYPE "WorkflowRunStatus" ADD VALUE 'TIMED_OUT';
-- file: internal-packages/database/prisma/migrations/20230120014641_add_timed_out_columns/migration.sql
-- AlterTable
ALTER TABLE "WorkflowRun" ADD COLUMN     "timedOutAt" TIMESTAMP(3),
ADD COLUMN     "timedOutReason" TEXT;
-- file: internal-packages/database/prisma/migrations/20230120225200_add_fetch_request_step_type/migration.sql
-- AlterEnum
ALTER TYPE "WorkflowRunStepType" ADD VALUE 'FETCH_REQUEST';
-- file: internal-packages/database/prisma/migrations/20230120234147_add_fetch_request_models/migration.sql
-- CreateEnum
CREATE TYPE "FetchRequestStatus" AS ENUM ('PENDING', 'FETCHING', 'RETRYING', 'SUCCESS', 'ERROR');

-- CreateTable
CREATE TABLE "FetchRequest" (
    "id" TEXT NOT NULL,
    "fetch" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "status" "FetchRequestStatus" NOT NULL DEFAULT 'PENDING',
    "runId" TEXT NOT NULL,
    "stepId" TEXT NOT NULL,
    "retryCount" INTEGER NOT NULL DEFAULT 0,
    "error" JSONB,
    "response" JSONB,

    CONSTRAINT "FetchRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FetchResponse" (
    "id" TEXT NOT NULL,
    "requestId" TEXT NOT NULL,
    "output" JSONB NOT NULL,
    "context" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FetchResponse_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FetchRequest_stepId_key" ON "FetchRequest"("stepId");

-- AddForeignKey
ALTER TABLE "FetchRequest" ADD CONSTRAINT "FetchRequest_runId_fkey" FOREIGN KEY ("runId") REFERENCES "WorkflowRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FetchRequest" ADD CONSTRAINT "FetchRequest_stepId_fkey" FOREIGN KEY ("stepId") REFERENCES "WorkflowRunStep"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FetchResponse" ADD CONSTRAINT "FetchResponse_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "FetchRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230124224344_add_retry_to_fetch_request/migration.sql
-- AlterTable
ALTER TABLE "FetchRequest" ADD COLUMN     "retry" JSONB;
-- file: internal-packages/database/prisma/migrations/20230124224734_remove_retry/migration.sql
/*
  Warnings:

  - You are about to drop the column `retry` on the `FetchRequest` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "FetchRequest" DROP COLUMN "retry";
-- file: internal-packages/database/prisma/migrations/20230125105732_add_manual_registration_to_external_source/migration.sql
-- AlterTable
ALTER TABLE "ExternalSource" ADD COLUMN     "manualRegistration" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230127121743_add_slack_interaction_trigger_type/migration.sql
-- AlterEnum
ALTER TYPE "TriggerType" ADD VALUE 'SLACK_INTERACTION';
-- file: internal-packages/database/prisma/migrations/20230127123917_add_internal_source_model/migration.sql
-- CreateEnum
CREATE TYPE "InternalSourceType" AS ENUM ('SLACK');

-- CreateEnum
CREATE TYPE "InternalSourceStatus" AS ENUM ('CREATED', 'READY', 'CANCELLED');

-- CreateTable
CREATE TABLE "InternalSource" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "workflowId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "type" "InternalSourceType" NOT NULL,
    "source" JSONB NOT NULL,
    "status" "InternalSourceStatus" NOT NULL DEFAULT 'CREATED',
    "readyAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InternalSource_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "InternalSource_workflowId_environmentId_key" ON "InternalSource"("workflowId", "environmentId");

-- AddForeignKey
ALTER TABLE "InternalSource" ADD CONSTRAINT "InternalSource_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InternalSource" ADD CONSTRAINT "InternalSource_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "Workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InternalSource" ADD CONSTRAINT "InternalSource_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230203110022_add_run_once_step_type/migration.sql
-- AlterEnum
ALTER TYPE "WorkflowRunStepType" ADD VALUE 'RUN_ONCE';
-- file: internal-packages/database/prisma/migrations/20230203150225_add_json_schema_to_workflows/migration.sql
-- AlterTable
ALTER TABLE "Workflow" ADD COLUMN     "jsonSchema" JSONB;
-- file: internal-packages/database/prisma/migrations/20230209171333_add_github_app_authorizations/migration.sql
-- CreateTable
CREATE TABLE "GitHubAppAuthorization" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "tokenExpiresAt" TIMESTAMP(3) NOT NULL,
    "refreshToken" TEXT NOT NULL,
    "refreshTokenExpiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GitHubAppAuthorization_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "GitHubAppAuthorization" ADD CONSTRAINT "GitHubAppAuthorization_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GitHubAppAuthorization" ADD CONSTRAINT "GitHubAppAuthorization_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230209171703_add_status_to_github_app_authorization/migration.sql
-- CreateEnum
CREATE TYPE "GitHubAppAuthorizationStatus" AS ENUM ('PENDING', 'AUTHORIZED');

-- AlterTable
ALTER TABLE "GitHubAppAuthorization" ADD COLUMN     "status" "GitHubAppAuthorizationStatus" NOT NULL DEFAULT 'PENDING';
-- file: internal-packages/database/prisma/migrations/20230209171921_split_an_auth_attempt_with_auth_table/migration.sql
/*
  Warnings:

  - You are about to drop the column `status` on the `GitHubAppAuthorization` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "GitHubAppAuthorization" DROP COLUMN "status";

-- DropEnum
DROP TYPE "GitHubAppAuthorizationStatus";

-- CreateTable
CREATE TABLE "GitHubAppAuthorizationAttempt" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,

    CONSTRAINT "GitHubAppAuthorizationAttempt_pkey" PRIMARY KEY ("id")
);
-- file: internal-packages/database/prisma/migrations/20230210111316_add_installaton_details_to_authorization/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[installationId]` on the table `GitHubAppAuthorization` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `accessTokensUrls` to the `GitHubAppAuthorization` table without a default value. This is not possible if the table is not empty.
  - Added the required column `account` to the `GitHubAppAuthorization` table without a default value. This is not possible if the table is not empty.
  - Added the required column `htmlUrl` to the `GitHubAppAuthorization` table without a default value. This is not possible if the table is not empty.
  - Added the required column `installationId` to the `GitHubAppAuthorization` table without a default value. This is not possible if the table is not empty.
  - Added the required column `permissions` to the `GitHubAppAuthorization` table without a default value. This is not possible if the table is not empty.
  - Added the required column `repositoriesUrl` to the `GitHubAppAuthorization` table without a default value. This is not possible if the table is not empty.
  - Added the required column `repositorySelection` to the `GitHubAppAuthorization` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "GitHubAppAuthorization" ADD COLUMN     "accessTokensUrls" TEXT NOT NULL,
ADD COLUMN     "account" JSONB NOT NULL,
ADD COLUMN     "events" TEXT[],
ADD COLUMN     "htmlUrl" TEXT NOT NULL,
ADD COLUMN     "installationId" INTEGER NOT NULL,
ADD COLUMN     "permissions" JSONB NOT NULL,
ADD COLUMN     "repositoriesUrl" TEXT NOT NULL,
ADD COLUMN     "repositorySelection" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "GitHubAppAuthorization_installationId_key" ON "GitHubAppAuthorization"("installationId");
-- file: internal-packages/database/prisma/migrations/20230210111519_change_access_token_url_column_name/migration.sql
/*
  Warnings:

  - You are about to drop the column `accessTokensUrls` on the `GitHubAppAuthorization` table. All the data in the column will be lost.
  - Added the required column `accessTokensUrl` to the `GitHubAppAuthorization` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "GitHubAppAuthorization" DROP COLUMN "accessTokensUrls",
ADD COLUMN     "accessTokensUrl" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230210141917_add_templates/migration.sql
-- CreateTable
CREATE TABLE "Template" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "repositoryUrl" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Template_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrganizationTemplate" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,
    "authorizationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "repositoryUrl" TEXT NOT NULL,
    "private" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrganizationTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Template_slug_key" ON "Template"("slug");

-- AddForeignKey
ALTER TABLE "OrganizationTemplate" ADD CONSTRAINT "OrganizationTemplate_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganizationTemplate" ADD CONSTRAINT "OrganizationTemplate_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "Template"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganizationTemplate" ADD CONSTRAINT "OrganizationTemplate_authorizationId_fkey" FOREIGN KEY ("authorizationId") REFERENCES "GitHubAppAuthorization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230210142709_modify_templates_schema/migration.sql
/*
  Warnings:

  - You are about to drop the column `name` on the `Template` table. All the data in the column will be lost.
  - Added the required column `description` to the `Template` table without a default value. This is not possible if the table is not empty.
  - Added the required column `imageUrl` to the `Template` table without a default value. This is not possible if the table is not empty.
  - Added the required column `shortTitle` to the `Template` table without a default value. This is not possible if the table is not empty.
  - Added the required column `title` to the `Template` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "Template" DROP COLUMN "name",
ADD COLUMN     "description" TEXT NOT NULL,
ADD COLUMN     "imageUrl" TEXT NOT NULL,
ADD COLUMN     "services" TEXT[],
ADD COLUMN     "shortTitle" TEXT NOT NULL,
ADD COLUMN     "title" TEXT NOT NULL,
ADD COLUMN     "workflowIds" TEXT[];
-- file: internal-packages/database/prisma/migrations/20230210150029_add_repo_data_to_org_templates/migration.sql
/*
  Warnings:

  - Added the required column `repositoryData` to the `OrganizationTemplate` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "OrganizationTemplate" ADD COLUMN     "repositoryData" JSONB NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230210153657_add_template_id_to_auth_attempt/migration.sql
-- AlterTable
ALTER TABLE "GitHubAppAuthorizationAttempt" ADD COLUMN     "templateId" TEXT;
-- file: internal-packages/database/prisma/migrations/20230210175708_add_repository_id_to_org_template/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[repositoryId]` on the table `OrganizationTemplate` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `repositoryId` to the `OrganizationTemplate` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "OrganizationTemplate" ADD COLUMN     "repositoryId" INTEGER NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "OrganizationTemplate_repositoryId_key" ON "OrganizationTemplate"("repositoryId");
-- file: internal-packages/database/prisma/migrations/20230213113228_add_status_to_org_template/migration.sql
-- CreateEnum
CREATE TYPE "OrganizationTemplateStatus" AS ENUM ('PENDING', 'CREATED', 'READY_TO_DEPLOY', 'DEPLOYED', 'READY_TO_TEST', 'READY_TO_RUN');

-- AlterTable
ALTER TABLE "OrganizationTemplate" ADD COLUMN     "status" "OrganizationTemplateStatus" NOT NULL DEFAULT 'PENDING';
-- file: internal-packages/database/prisma/migrations/20230213142107_add_documentation_to_templates/migration.sql
-- AlterTable
ALTER TABLE "Template" ADD COLUMN     "markdownDocs" TEXT NOT NULL DEFAULT 'Documentation

This template does not have any documentation yet.';
-- file: internal-packages/database/prisma/migrations/20230213154802_simplify_org_template_status/migration.sql
/*
  Warnings:

  - The values [READY_TO_TEST,READY_TO_RUN] on the enum `OrganizationTemplateStatus` will be removed. If these variants are still used in the database, this will fail.

*/
-- AlterEnum
BEGIN;
CREATE TYPE "OrganizationTemplateStatus_new" AS ENUM ('PENDING', 'CREATED', 'READY_TO_DEPLOY', 'DEPLOYED');
ALTER TABLE "OrganizationTemplate" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "OrganizationTemplate" ALTER COLUMN "status" TYPE "OrganizationTemplateStatus_new" USING ("status"::text::"OrganizationTemplateStatus_new");
ALTER TYPE "OrganizationTemplateStatus" RENAME TO "OrganizationTemplateStatus_old";
ALTER TYPE "OrganizationTemplateStatus_new" RENAME TO "OrganizationTemplateStatus";
DROP TYPE "OrganizationTemplateStatus_old";
ALTER TABLE "OrganizationTemplate" ALTER COLUMN "status" SET DEFAULT 'PENDING';
COMMIT;
-- file: internal-packages/database/prisma/migrations/20230214101645_integration_request_added_version/migration.sql
-- AlterTable
ALTER TABLE "IntegrationRequest" ADD COLUMN     "version" TEXT NOT NULL DEFAULT '1';
-- file: internal-packages/database/prisma/migrations/20230214163434_add_run_local_docs_to_templates/migration.sql
-- AlterTable
ALTER TABLE "Template" ADD COLUMN     "runLocalDocs" TEXT NOT NULL DEFAULT 'Documentation

This template does not have any documentation yet.';
-- file: internal-packages/database/prisma/migrations/20230215101806_workflowrunstep_displayproperties/migration.sql
-- AlterTable
ALTER TABLE "WorkflowRunStep" ADD COLUMN     "displayProperties" JSONB;
-- file: internal-packages/database/prisma/migrations/20230216100218_add_cloud_waitlist_to_user/migration.sql
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "isOnCloudWaitlist" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230216131220_add_account_type_to_app_auth/migration.sql
-- CreateEnum
CREATE TYPE "GitHubAccountType" AS ENUM ('USER', 'ORGANIZATION');

-- AlterTable
ALTER TABLE "GitHubAppAuthorization" ADD COLUMN     "accountType" "GitHubAccountType" NOT NULL DEFAULT 'USER';
-- file: internal-packages/database/prisma/migrations/20230216132133_add_account_name_to_auth/migration.sql
/*
  Warnings:

  - Added the required column `accountName` to the `GitHubAppAuthorization` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "GitHubAppAuthorization" ADD COLUMN     "accountName" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230216184843_add_org_template_to_workflows/migration.sql
-- AlterTable
ALTER TABLE "Workflow" ADD COLUMN     "organizationTemplateId" TEXT;

-- AddForeignKey
ALTER TABLE "Workflow" ADD CONSTRAINT "Workflow_organizationTemplateId_fkey" FOREIGN KEY ("organizationTemplateId") REFERENCES "OrganizationTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230224144605_add_is_live_to_templates/migration.sql
-- AlterTable
ALTER TABLE "Template" ADD COLUMN     "isLive" BOOLEAN NOT NULL DEFAULT true;
-- file: internal-packages/database/prisma/migrations/20230302104940_add_metadata_to_workflows/migration.sql
-- AlterTable
ALTER TABLE "Workflow" ADD COLUMN     "metadata" JSONB;
-- file: internal-packages/database/prisma/migrations/20230303085314_setup_github_app_models_for_cloud/migration.sql
/*
  Warnings:

  - You are about to drop the column `organizationId` on the `GitHubAppAuthorization` table. All the data in the column will be lost.
  - You are about to drop the column `organizationId` on the `GitHubAppAuthorizationAttempt` table. All the data in the column will be lost.
  - You are about to drop the column `templateId` on the `GitHubAppAuthorizationAttempt` table. All the data in the column will be lost.

*/
-- DropForeignKey
ALTER TABLE "GitHubAppAuthorization" DROP CONSTRAINT "GitHubAppAuthorization_organizationId_fkey";

-- AlterTable
ALTER TABLE "GitHubAppAuthorization" DROP COLUMN "organizationId";

-- AlterTable
ALTER TABLE "GitHubAppAuthorizationAttempt" DROP COLUMN "organizationId",
DROP COLUMN "templateId";

-- CreateTable
CREATE TABLE "GitHubRepository" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "authorizationId" TEXT NOT NULL,
    "templateId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GitHubRepository_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "GitHubRepository" ADD CONSTRAINT "GitHubRepository_authorizationId_fkey" FOREIGN KEY ("authorizationId") REFERENCES "GitHubAppAuthorization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GitHubRepository" ADD CONSTRAINT "GitHubRepository_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "Template"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230303085914_add_redirect_to_auth_attempt/migration.sql
-- AlterTable
ALTER TABLE "GitHubAppAuthorizationAttempt" ADD COLUMN     "redirectTo" TEXT NOT NULL DEFAULT '/';
-- file: internal-packages/database/prisma/migrations/20230303092424_remove_oauth_token_columns/migration.sql
/*
  Warnings:

  - You are about to drop the column `refreshToken` on the `GitHubAppAuthorization` table. All the data in the column will be lost.
  - You are about to drop the column `refreshTokenExpiresAt` on the `GitHubAppAuthorization` table. All the data in the column will be lost.
  - You are about to drop the column `token` on the `GitHubAppAuthorization` table. All the data in the column will be lost.
  - You are about to drop the column `tokenExpiresAt` on the `GitHubAppAuthorization` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "GitHubAppAuthorization" DROP COLUMN "refreshToken",
DROP COLUMN "refreshTokenExpiresAt",
DROP COLUMN "token",
DROP COLUMN "tokenExpiresAt";
-- file: internal-packages/database/prisma/migrations/20230303101108_add_timestamps_to_attempts/migration.sql
-- AlterTable
ALTER TABLE "GitHubAppAuthorizationAttempt" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
-- file: internal-packages/database/prisma/migrations/20230303103808_add_timestamps_to_auths/migration.sql
-- AlterTable
ALTER TABLE "GitHubAppAuthorization" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
-- file: internal-packages/database/prisma/migrations/20230303123529_add_token_to_github_app_auth/migration.sql
-- AlterTable
ALTER TABLE "GitHubAppAuthorization" ADD COLUMN     "installationAccessToken" TEXT,
ADD COLUMN     "installationAccessTokenExpiresAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20230303131806_add_authorization_id_to_attempt/migration.sql
-- AlterTable
ALTER TABLE "GitHubAppAuthorizationAttempt" ADD COLUMN     "authorizationId" TEXT;

-- AddForeignKey
ALTER TABLE "GitHubAppAuthorizationAttempt" ADD CONSTRAINT "GitHubAppAuthorizationAttempt_authorizationId_fkey" FOREIGN KEY ("authorizationId") REFERENCES "GitHubAppAuthorization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230305201223_add_repository_project/migration.sql
/*
  Warnings:

  - You are about to drop the `GitHubRepository` table. If the table is not empty, all the data it contains will be lost.

*/
-- CreateEnum
CREATE TYPE "RepositoryProjectStatus" AS ENUM ('PENDING', 'DEPLOYING', 'DEPLOYED', 'ERROR', 'DISABLED');

-- DropForeignKey
ALTER TABLE "GitHubRepository" DROP CONSTRAINT "GitHubRepository_authorizationId_fkey";

-- DropForeignKey
ALTER TABLE "GitHubRepository" DROP CONSTRAINT "GitHubRepository_templateId_fkey";

-- DropTable
DROP TABLE "GitHubRepository";

-- CreateTable
CREATE TABLE "RepositoryProject" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "branch" TEXT NOT NULL DEFAULT 'main',
    "authorizationId" TEXT NOT NULL,
    "buildCommand" TEXT NOT NULL,
    "startCommand" TEXT NOT NULL,
    "autoDeploy" BOOLEAN NOT NULL DEFAULT true,
    "envVars" JSONB NOT NULL,
    "dockerDefinitionUrl" TEXT NOT NULL,
    "status" "RepositoryProjectStatus" NOT NULL DEFAULT 'PENDING',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RepositoryProject_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "RepositoryProject" ADD CONSTRAINT "RepositoryProject_authorizationId_fkey" FOREIGN KEY ("authorizationId") REFERENCES "GitHubAppAuthorization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230305201615_make_repo_project_name_unique_and_add_org/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[name]` on the table `RepositoryProject` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `organizationId` to the `RepositoryProject` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "RepositoryProject" ADD COLUMN     "organizationId" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "RepositoryProject_name_key" ON "RepositoryProject"("name");

-- AddForeignKey
ALTER TABLE "RepositoryProject" ADD CONSTRAINT "RepositoryProject_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230306101403_modify_docker_columns/migration.sql
/*
  Warnings:

  - You are about to drop the column `dockerDefinitionUrl` on the `RepositoryProject` table. All the data in the column will be lost.
  - Added the required column `dockerIgnore` to the `RepositoryProject` table without a default value. This is not possible if the table is not empty.
  - Added the required column `dockerfile` to the `RepositoryProject` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "RepositoryProject" DROP COLUMN "dockerDefinitionUrl",
ADD COLUMN     "dockerIgnore" TEXT NOT NULL,
ADD COLUMN     "dockerfile" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230306101518_remove_docker_columns/migration.sql
/*
  Warnings:

  - You are about to drop the column `dockerIgnore` on the `RepositoryProject` table. All the data in the column will be lost.
  - You are about to drop the column `dockerfile` on the `RepositoryProject` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "RepositoryProject" DROP COLUMN "dockerIgnore",
DROP COLUMN "dockerfile";
-- file: internal-packages/database/prisma/migrations/20230306101927_add_deployments_model/migration.sql
-- CreateEnum
CREATE TYPE "ProjectDeploymentStatus" AS ENUM ('PENDING', 'DEPLOYING', 'DEPLOYED', 'ERROR');

-- CreateTable
CREATE TABLE "ProjectDeployment" (
    "id" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "status" "ProjectDeploymentStatus" NOT NULL DEFAULT 'PENDING',
    "imageIdentifier" TEXT,
    "branch" TEXT NOT NULL,
    "commitHash" TEXT NOT NULL,
    "commitMessage" TEXT NOT NULL,
    "committer" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProjectDeployment_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "ProjectDeployment" ADD CONSTRAINT "ProjectDeployment_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "RepositoryProject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectDeployment" ADD CONSTRAINT "ProjectDeployment_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230306103508_added_status_text_to_projects/migration.sql
-- AlterTable
ALTER TABLE "RepositoryProject" ADD COLUMN     "statusText" TEXT;
-- file: internal-packages/database/prisma/migrations/20230306114828_added_error_to_deployments/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[projectId,commitHash]` on the table `ProjectDeployment` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "ProjectDeployment" ADD COLUMN     "error" JSONB;

-- CreateIndex
CREATE UNIQUE INDEX "ProjectDeployment_projectId_commitHash_key" ON "ProjectDeployment"("projectId", "commitHash");
-- file: internal-packages/database/prisma/migrations/20230306115630_added_build_duration_to_deployments/migration.sql
-- AlterTable
ALTER TABLE "ProjectDeployment" ADD COLUMN     "buildDuration" INTEGER;
-- file: internal-packages/database/prisma/migrations/20230306121727_added_vm_stuff_to_projects/migration.sql
-- AlterTable
ALTER TABLE "ProjectDeployment" ADD COLUMN     "vmIdentifier" TEXT;

-- AlterTable
ALTER TABLE "RepositoryProject" ADD COLUMN     "currentVMIdentifier" TEXT;
-- file: internal-packages/database/prisma/migrations/20230306122326_added_current_deployment/migration.sql
-- AlterTable
ALTER TABLE "RepositoryProject" ADD COLUMN     "currentDeploymentId" TEXT;

-- AddForeignKey
ALTER TABLE "RepositoryProject" ADD CONSTRAINT "RepositoryProject_currentDeploymentId_fkey" FOREIGN KEY ("currentDeploymentId") REFERENCES "ProjectDeployment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230306132827_added_more_columns_to_deployment/migration.sql
/*
  Warnings:

  - You are about to drop the column `buildDuration` on the `ProjectDeployment` table. All the data in the column will be lost.
  - You are about to drop the column `imageIdentifier` on the `ProjectDeployment` table. All the data in the column will be lost.
  - Added the required column `buildId` to the `ProjectDeployment` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "ProjectDeployment" DROP COLUMN "buildDuration",
DROP COLUMN "imageIdentifier",
ADD COLUMN     "buildFinishedAt" TIMESTAMP(3),
ADD COLUMN     "buildId" TEXT NOT NULL,
ADD COLUMN     "buildStartedAt" TIMESTAMP(3),
ADD COLUMN     "imageId" TEXT;
-- file: internal-packages/database/prisma/migrations/20230306132935_make_build_id_unique/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[buildId]` on the table `ProjectDeployment` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateIndex
CREATE UNIQUE INDEX "ProjectDeployment_buildId_key" ON "ProjectDeployment"("buildId");
-- file: internal-packages/database/prisma/migrations/20230306140931_added_back_in_docker_columns/migration.sql
/*
  Warnings:

  - Added the required column `dockerIgnore` to the `ProjectDeployment` table without a default value. This is not possible if the table is not empty.
  - Added the required column `dockerfile` to the `ProjectDeployment` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "ProjectDeployment" ADD COLUMN     "dockerIgnore" TEXT NOT NULL,
ADD COLUMN     "dockerfile" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230306150053_added_projects_to_workflows/migration.sql
-- AlterTable
ALTER TABLE "Workflow" ADD COLUMN     "repositoryProjectId" TEXT;

-- AddForeignKey
ALTER TABLE "Workflow" ADD CONSTRAINT "Workflow_repositoryProjectId_fkey" FOREIGN KEY ("repositoryProjectId") REFERENCES "RepositoryProject"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230307094704_added_more_states_to_deployment_status/migration.sql
-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ProjectDeploymentStatus" ADD VALUE 'BUILDING';
ALTER TYPE "ProjectDeploymentStatus" ADD VALUE 'CANCELLED';

-- AlterEnum
ALTER TYPE "RepositoryProjectStatus" ADD VALUE 'BUILDING';
-- file: internal-packages/database/prisma/migrations/20230307104034_added_stopping_columns/migration.sql
-- AlterEnum
ALTER TYPE "ProjectDeploymentStatus" ADD VALUE 'STOPPED';

-- AlterTable
ALTER TABLE "ProjectDeployment" ADD COLUMN     "stoppedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20230307160247_add_version_column_to_deployment/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[projectId,version]` on the table `ProjectDeployment` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `version` to the `ProjectDeployment` table without a default value. This is not possible if the table is not empty.

*/
-- DropIndex
DROP INDEX "ProjectDeployment_projectId_commitHash_key";

-- AlterTable
ALTER TABLE "ProjectDeployment" ADD COLUMN     "version" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "ProjectDeployment_projectId_version_key" ON "ProjectDeployment"("projectId", "version");
-- file: internal-packages/database/prisma/migrations/20230307161815_add_stopping_status/migration.sql
-- AlterEnum
ALTER TYPE "ProjectDeploymentStatus" ADD VALUE 'STOPPING';
-- file: internal-packages/database/prisma/migrations/20230308120746_add_deployment_logs/migration.sql
-- CreateEnum
CREATE TYPE "DeploymentLogType" AS ENUM ('BUILD', 'MACHINE');

-- CreateTable
CREATE TABLE "DeploymentLog" (
    "id" TEXT NOT NULL,
    "deploymentId" TEXT NOT NULL,
    "logType" "DeploymentLogType" NOT NULL DEFAULT 'BUILD',
    "log" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeploymentLog_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "DeploymentLog" ADD CONSTRAINT "DeploymentLog_deploymentId_fkey" FOREIGN KEY ("deploymentId") REFERENCES "ProjectDeployment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230308151627_add_log_number/migration.sql
-- AlterTable
ALTER TABLE "DeploymentLog" ADD COLUMN     "logNumber" INTEGER NOT NULL DEFAULT 0;
-- file: internal-packages/database/prisma/migrations/20230309091702_add_latest_log_dates/migration.sql
-- AlterTable
ALTER TABLE "ProjectDeployment" ADD COLUMN     "buildLogLatestLog" TIMESTAMP(3),
ADD COLUMN     "machineLogLatestLog" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20230309110029_add_log_polls_model/migration.sql
/*
  Warnings:

  - You are about to drop the column `buildLogLatestLog` on the `ProjectDeployment` table. All the data in the column will be lost.
  - You are about to drop the column `machineLogLatestLog` on the `ProjectDeployment` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "ProjectDeployment" DROP COLUMN "buildLogLatestLog",
DROP COLUMN "machineLogLatestLog";

-- CreateTable
CREATE TABLE "DeploymentLogPoll" (
    "id" TEXT NOT NULL,
    "deploymentId" TEXT NOT NULL,
    "logType" "DeploymentLogType" NOT NULL DEFAULT 'BUILD',
    "from" TIMESTAMP(3) NOT NULL,
    "to" TIMESTAMP(3) NOT NULL,
    "totalLogsCount" INTEGER NOT NULL,
    "filteredLogsCount" INTEGER NOT NULL,

    CONSTRAINT "DeploymentLogPoll_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "DeploymentLogPoll" ADD CONSTRAINT "DeploymentLogPoll_deploymentId_fkey" FOREIGN KEY ("deploymentId") REFERENCES "ProjectDeployment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230309110318_add_next_poll_scheduled_at/migration.sql
/*
  Warnings:

  - Added the required column `nextPollScheduledAt` to the `DeploymentLogPoll` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "DeploymentLogPoll" ADD COLUMN     "nextPollScheduledAt" TIMESTAMP(3) NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230309110358_make_next_poll_scheduled_at_optional/migration.sql
-- AlterTable
ALTER TABLE "DeploymentLogPoll" ALTER COLUMN "nextPollScheduledAt" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230309111003_add_created_at_to_polls/migration.sql
-- AlterTable
ALTER TABLE "DeploymentLogPoll" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
-- file: internal-packages/database/prisma/migrations/20230309112008_add_poll_number/migration.sql
/*
  Warnings:

  - Added the required column `pollNumber` to the `DeploymentLogPoll` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "DeploymentLogPoll" ADD COLUMN     "pollNumber" INTEGER NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230310121352_add_preparing_status/migration.sql
-- AlterEnum
ALTER TYPE "RepositoryProjectStatus" ADD VALUE 'PREPARING';
-- file: internal-packages/database/prisma/migrations/20230312103325_add_key_value_items/migration.sql
-- AlterEnum
ALTER TYPE "WorkflowRunStepType" ADD VALUE 'KEY_VALUE';

-- CreateTable
CREATE TABLE "KeyValueItem" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "environmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KeyValueItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "KeyValueItem_environmentId_key_key" ON "KeyValueItem"("environmentId", "key");

-- AddForeignKey
ALTER TABLE "KeyValueItem" ADD CONSTRAINT "KeyValueItem_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230312132000_more_kv_types/migration.sql
/*
  Warnings:

  - The values [KEY_VALUE] on the enum `WorkflowRunStepType` will be removed. If these variants are still used in the database, this will fail.

*/
-- AlterEnum
BEGIN;
CREATE TYPE "WorkflowRunStepType_new" AS ENUM ('OUTPUT', 'LOG_MESSAGE', 'DURABLE_DELAY', 'CUSTOM_EVENT', 'INTEGRATION_REQUEST', 'DISCONNECTION', 'FETCH_REQUEST', 'RUN_ONCE', 'KV_GET', 'KV_SET', 'KV_DELETE');
ALTER TABLE "WorkflowRunStep" ALTER COLUMN "type" TYPE "WorkflowRunStepType_new" USING ("type"::text::"WorkflowRunStepType_new");
ALTER TYPE "WorkflowRunStepType" RENAME TO "WorkflowRunStepType_old";
ALTER TYPE "WorkflowRunStepType_new" RENAME TO "WorkflowRunStepType";
DROP TYPE "WorkflowRunStepType_old";
COMMIT;
-- file: internal-packages/database/prisma/migrations/20230313100030_added_feature_cloud_to_users/migration.sql
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "featureCloud" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230313143913_added_latest_commit_to_projects/migration.sql
-- AlterTable
ALTER TABLE "RepositoryProject" ADD COLUMN     "latestCommit" JSONB;
-- file: internal-packages/database/prisma/migrations/20230313173750_added_hosted_waitlist_bool/migration.sql
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "isOnHostedRepoWaitlist" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230322093004_add_current_environments/migration.sql
-- CreateTable
CREATE TABLE "CurrentEnvironment" (
    "id" TEXT NOT NULL,
    "workflowId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CurrentEnvironment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CurrentEnvironment_workflowId_userId_key" ON "CurrentEnvironment"("workflowId", "userId");

-- AddForeignKey
ALTER TABLE "CurrentEnvironment" ADD CONSTRAINT "CurrentEnvironment_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "Workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CurrentEnvironment" ADD CONSTRAINT "CurrentEnvironment_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CurrentEnvironment" ADD CONSTRAINT "CurrentEnvironment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230328125714_add_endpoints_model/migration.sql
-- CreateTable
CREATE TABLE "Endpoint" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "creatorId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Endpoint_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Endpoint_environmentId_name_key" ON "Endpoint"("environmentId", "name");

-- AddForeignKey
ALTER TABLE "Endpoint" ADD CONSTRAINT "Endpoint_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Endpoint" ADD CONSTRAINT "Endpoint_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Endpoint" ADD CONSTRAINT "Endpoint_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230328130438_remove_creator_from_endpoints/migration.sql
/*
  Warnings:

  - You are about to drop the column `creatorId` on the `Endpoint` table. All the data in the column will be lost.

*/
-- DropForeignKey
ALTER TABLE "Endpoint" DROP CONSTRAINT "Endpoint_creatorId_fkey";

-- AlterTable
ALTER TABLE "Endpoint" DROP COLUMN "creatorId";
-- file: internal-packages/database/prisma/migrations/20230329120440_add_job_models/migration.sql
-- CreateTable
CREATE TABLE "Job" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,

    CONSTRAINT "Job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobInstance" (
    "id" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobInstance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobAlias" (
    "id" TEXT NOT NULL,
    "alias" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "jobVersionId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobAlias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobVersion" (
    "id" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "alias" TEXT,

    CONSTRAINT "JobVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Job_organizationId_slug_key" ON "Job"("organizationId", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "JobInstance_jobId_versionId_endpointId_key" ON "JobInstance"("jobId", "versionId", "endpointId");

-- CreateIndex
CREATE UNIQUE INDEX "JobAlias_jobId_alias_key" ON "JobAlias"("jobId", "alias");

-- CreateIndex
CREATE UNIQUE INDEX "JobVersion_jobId_version_key" ON "JobVersion"("jobId", "version");

-- AddForeignKey
ALTER TABLE "Job" ADD CONSTRAINT "Job_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobInstance" ADD CONSTRAINT "JobInstance_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobInstance" ADD CONSTRAINT "JobInstance_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "JobVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobInstance" ADD CONSTRAINT "JobInstance_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "Endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobAlias" ADD CONSTRAINT "JobAlias_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobAlias" ADD CONSTRAINT "JobAlias_jobVersionId_fkey" FOREIGN KEY ("jobVersionId") REFERENCES "JobVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobVersion" ADD CONSTRAINT "JobVersion_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230329121955_add_trigger_json_to_job_version/migration.sql
/*
  Warnings:

  - You are about to drop the column `alias` on the `JobVersion` table. All the data in the column will be lost.
  - Added the required column `trigger` to the `JobVersion` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "JobVersion" DROP COLUMN "alias",
ADD COLUMN     "trigger" JSONB NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230329123037_simplified_job_models/migration.sql
/*
  Warnings:

  - You are about to drop the column `versionId` on the `JobInstance` table. All the data in the column will be lost.
  - You are about to drop the `JobAlias` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `JobVersion` table. If the table is not empty, all the data it contains will be lost.
  - A unique constraint covering the columns `[jobId,version,endpointId]` on the table `JobInstance` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `environmentId` to the `JobInstance` table without a default value. This is not possible if the table is not empty.
  - Added the required column `organizationId` to the `JobInstance` table without a default value. This is not possible if the table is not empty.
  - Added the required column `trigger` to the `JobInstance` table without a default value. This is not possible if the table is not empty.
  - Added the required column `version` to the `JobInstance` table without a default value. This is not possible if the table is not empty.

*/
-- DropForeignKey
ALTER TABLE "JobAlias" DROP CONSTRAINT "JobAlias_jobId_fkey";

-- DropForeignKey
ALTER TABLE "JobAlias" DROP CONSTRAINT "JobAlias_jobVersionId_fkey";

-- DropForeignKey
ALTER TABLE "JobInstance" DROP CONSTRAINT "JobInstance_versionId_fkey";

-- DropForeignKey
ALTER TABLE "JobVersion" DROP CONSTRAINT "JobVersion_jobId_fkey";

-- DropIndex
DROP INDEX "JobInstance_jobId_versionId_endpointId_key";

-- AlterTable
ALTER TABLE "JobInstance" DROP COLUMN "versionId",
ADD COLUMN     "environmentId" TEXT NOT NULL,
ADD COLUMN     "organizationId" TEXT NOT NULL,
ADD COLUMN     "trigger" JSONB NOT NULL,
ADD COLUMN     "version" TEXT NOT NULL;

-- DropTable
DROP TABLE "JobAlias";

-- DropTable
DROP TABLE "JobVersion";

-- CreateIndex
CREATE UNIQUE INDEX "JobInstance_jobId_version_endpointId_key" ON "JobInstance"("jobId", "version", "endpointId");

-- AddForeignKey
ALTER TABLE "JobInstance" ADD CONSTRAINT "JobInstance_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobInstance" ADD CONSTRAINT "JobInstance_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230329125135_create_event_log_model/migration.sql
-- CreateTable
CREATE TABLE "EventLog" (
    "id" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "timestamp" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "payload" JSONB NOT NULL,
    "context" JSONB,
    "organizationId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "dispatchedAt" TIMESTAMP(3),
    "isTest" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "EventLog_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "EventLog" ADD CONSTRAINT "EventLog_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventLog" ADD CONSTRAINT "EventLog_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230329131748_add_deliver_at_to_event_logs/migration.sql
-- AlterTable
ALTER TABLE "EventLog" ADD COLUMN     "deliverAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
-- file: internal-packages/database/prisma/migrations/20230329132829_changed_dispatched_at_to_delivered_at/migration.sql
/*
  Warnings:

  - You are about to drop the column `dispatchedAt` on the `EventLog` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "EventLog" DROP COLUMN "dispatchedAt",
ADD COLUMN     "deliveredAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20230329133809_rename_endpoint_name_to_slug/migration.sql
/*
  Warnings:

  - You are about to drop the column `name` on the `Endpoint` table. All the data in the column will be lost.
  - A unique constraint covering the columns `[environmentId,slug]` on the table `Endpoint` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `slug` to the `Endpoint` table without a default value. This is not possible if the table is not empty.

*/
-- DropIndex
DROP INDEX "Endpoint_environmentId_name_key";

-- AlterTable
ALTER TABLE "Endpoint" DROP COLUMN "name",
ADD COLUMN     "slug" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "Endpoint_environmentId_slug_key" ON "Endpoint"("environmentId", "slug");
-- file: internal-packages/database/prisma/migrations/20230329154731_add_executions/migration.sql
-- CreateEnum
CREATE TYPE "ExecutionStatus" AS ENUM ('PENDING', 'STARTED', 'SUCCESS', 'FAILURE', 'TIMED_OUT');

-- CreateTable
CREATE TABLE "Execution" (
    "id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "jobId" TEXT NOT NULL,
    "jobInstanceId" TEXT NOT NULL,
    "eventLogId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "status" "ExecutionStatus" NOT NULL DEFAULT 'PENDING',
    "output" JSONB,
    "timedOutAt" TIMESTAMP(3),
    "timedOutReason" TEXT,
    "isTest" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Execution_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "Execution" ADD CONSTRAINT "Execution_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Execution" ADD CONSTRAINT "Execution_jobInstanceId_fkey" FOREIGN KEY ("jobInstanceId") REFERENCES "JobInstance"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Execution" ADD CONSTRAINT "Execution_eventLogId_fkey" FOREIGN KEY ("eventLogId") REFERENCES "EventLog"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Execution" ADD CONSTRAINT "Execution_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Execution" ADD CONSTRAINT "Execution_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "Endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Execution" ADD CONSTRAINT "Execution_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230330115131_add_tasjs/migration.sql
-- CreateEnum
CREATE TYPE "TaskStatus" AS ENUM ('PENDING', 'RUNNING', 'COMPLETED', 'ERRORED');

-- CreateTable
CREATE TABLE "Task" (
    "id" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "ts" BIGINT NOT NULL,
    "status" "TaskStatus" NOT NULL DEFAULT 'PENDING',
    "delayUntil" TIMESTAMP(3),
    "description" TEXT,
    "displayProperties" JSONB,
    "params" JSONB,
    "output" JSONB,
    "error" TEXT,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "executionId" TEXT NOT NULL,

    CONSTRAINT "Task_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Task_executionId_idempotencyKey_key" ON "Task"("executionId", "idempotencyKey");

-- AddForeignKey
ALTER TABLE "Task" ADD CONSTRAINT "Task_executionId_fkey" FOREIGN KEY ("executionId") REFERENCES "Execution"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230330123046_add_waiting_status/migration.sql
-- AlterEnum
ALTER TYPE "TaskStatus" ADD VALUE 'WAITING';
-- file: internal-packages/database/prisma/migrations/20230330125238_rename_finished_at/migration.sql
/*
  Warnings:

  - You are about to drop the column `finishedAt` on the `Task` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Task" DROP COLUMN "finishedAt",
ADD COLUMN     "completedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20230330125349_rename_finished_at_on_executions/migration.sql
/*
  Warnings:

  - You are about to drop the column `finishedAt` on the `Execution` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Execution" DROP COLUMN "finishedAt",
ADD COLUMN     "completedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20230330132602_use_string_instead_of_big_int/migration.sql
-- AlterTable
ALTER TABLE "Task" ALTER COLUMN "ts" SET DATA TYPE TEXT;
-- file: internal-packages/database/prisma/migrations/20230331091517_add_noop_to_tasks/migration.sql
-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "noop" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230331150231_use_ulid_instead_of_cuid_and_ts_for_tasks/migration.sql
/*
  Warnings:

  - You are about to drop the column `ts` on the `Task` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Task" DROP COLUMN "ts";
-- file: internal-packages/database/prisma/migrations/20230404094247_add_key_and_icon_to_tasks/migration.sql
/*
  Warnings:

  - Added the required column `displayKey` to the `Task` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "displayKey" TEXT NOT NULL,
ADD COLUMN     "icon" TEXT;
-- file: internal-packages/database/prisma/migrations/20230404094406_make_display_key_optional/migration.sql
-- AlterTable
ALTER TABLE "Task" ALTER COLUMN "displayKey" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230404095457_rename_display_properties_to_elements/migration.sql
/*
  Warnings:

  - You are about to drop the column `displayProperties` on the `Task` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Task" DROP COLUMN "displayProperties",
ADD COLUMN     "elements" JSONB;
-- file: internal-packages/database/prisma/migrations/20230404101137_add_elements_to_executions/migration.sql
-- AlterTable
ALTER TABLE "Execution" ADD COLUMN     "elements" JSONB;
-- file: internal-packages/database/prisma/migrations/20230404203551_remove_source_from_events/migration.sql
/*
  Warnings:

  - You are about to drop the column `source` on the `EventLog` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "EventLog" DROP COLUMN "source";
-- file: internal-packages/database/prisma/migrations/20230406092923_add_job_connections/migration.sql
-- CreateTable
CREATE TABLE "JobConnection" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "jobInstanceId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "connectionMetadata" JSONB NOT NULL,
    "apiConnectionId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobConnection_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "JobConnection_jobInstanceId_key_key" ON "JobConnection"("jobInstanceId", "key");

-- AddForeignKey
ALTER TABLE "JobConnection" ADD CONSTRAINT "JobConnection_jobInstanceId_fkey" FOREIGN KEY ("jobInstanceId") REFERENCES "JobInstance"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobConnection" ADD CONSTRAINT "JobConnection_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobConnection" ADD CONSTRAINT "JobConnection_apiConnectionId_fkey" FOREIGN KEY ("apiConnectionId") REFERENCES "APIConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230418092025_add_uses_local_auth/migration.sql
-- AlterTable
ALTER TABLE "JobConnection" ADD COLUMN     "usesLocalAuth" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230419140902_apiconnection_secrets/migration.sql
/*
  Warnings:

  - You are about to drop the column `authenticationConfig` on the `APIConnection` table. All the data in the column will be lost.
  - You are about to drop the column `authenticationMethod` on the `APIConnection` table. All the data in the column will be lost.
  - You are about to drop the column `scopes` on the `APIConnection` table. All the data in the column will be lost.
  - You are about to drop the column `status` on the `APIConnection` table. All the data in the column will be lost.
  - You are about to drop the column `type` on the `APIConnection` table. All the data in the column will be lost.
  - A unique constraint covering the columns `[dataReferenceId]` on the table `APIConnection` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `authenticationMethodKey` to the `APIConnection` table without a default value. This is not possible if the table is not empty.
  - Added the required column `dataReferenceId` to the `APIConnection` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "APIConnection" DROP COLUMN "authenticationConfig",
DROP COLUMN "authenticationMethod",
DROP COLUMN "scopes",
DROP COLUMN "status",
DROP COLUMN "type",
ADD COLUMN     "authenticationMethodKey" TEXT NOT NULL,
ADD COLUMN     "dataReferenceId" TEXT NOT NULL;

-- DropEnum
DROP TYPE "APIAuthenticationMethod";

-- DropEnum
DROP TYPE "APIConnectionStatus";

-- DropEnum
DROP TYPE "APIConnectionType";

-- CreateTable
CREATE TABLE "SecretReference" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SecretReference_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SecretStore" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "SecretStore_key_key" ON "SecretStore"("key");

-- CreateIndex
CREATE UNIQUE INDEX "APIConnection_dataReferenceId_key" ON "APIConnection"("dataReferenceId");

-- AddForeignKey
ALTER TABLE "APIConnection" ADD CONSTRAINT "APIConnection_dataReferenceId_fkey" FOREIGN KEY ("dataReferenceId") REFERENCES "SecretReference"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230419141305_add_http_sources/migration.sql
-- CreateEnum
CREATE TYPE "SourceStatus" AS ENUM ('PENDING', 'ACTIVE', 'INACTIVE');

-- CreateTable
CREATE TABLE "HttpSource" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "secret" TEXT,
    "data" JSONB,
    "organizationId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "status" "SourceStatus" NOT NULL DEFAULT 'PENDING',

    CONSTRAINT "HttpSource_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "HttpSource_key_organizationId_key" ON "HttpSource"("key", "organizationId");

-- AddForeignKey
ALTER TABLE "HttpSource" ADD CONSTRAINT "HttpSource_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HttpSource" ADD CONSTRAINT "HttpSource_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HttpSource" ADD CONSTRAINT "HttpSource_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "Endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230419141524_make_webhooks_specific_to_an_endpoint/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[key,endpointId]` on the table `HttpSource` will be added. If there are existing duplicate values, this will fail.

*/
-- DropIndex
DROP INDEX "HttpSource_key_organizationId_key";

-- CreateIndex
CREATE UNIQUE INDEX "HttpSource_key_endpointId_key" ON "HttpSource"("key", "endpointId");
-- file: internal-packages/database/prisma/migrations/20230419141651_add_timestamps_to_http_sources/migration.sql
/*
  Warnings:

  - Added the required column `updatedAt` to the `HttpSource` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "HttpSource" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230419155523_api_connection_attempt/migration.sql
/*
  Warnings:

  - Added the required column `metadata` to the `APIConnection` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "APIConnection" ADD COLUMN     "metadata" JSONB NOT NULL,
ADD COLUMN     "scopes" TEXT[];

-- CreateTable
CREATE TABLE "APIConnectionAttempt" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "apiIdentifier" TEXT NOT NULL,
    "authenticationMethodKey" TEXT NOT NULL,
    "scopes" TEXT[],
    "redirectTo" TEXT NOT NULL DEFAULT '/',
    "apiConnectionId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "APIConnectionAttempt_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "APIConnectionAttempt" ADD CONSTRAINT "APIConnectionAttempt_apiConnectionId_fkey" FOREIGN KEY ("apiConnectionId") REFERENCES "APIConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230419175107_remove_status_from_http_source/migration.sql
/*
  Warnings:

  - You are about to drop the column `status` on the `HttpSource` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "HttpSource" DROP COLUMN "status",
ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230419183033_add_ready_to_job_instance/migration.sql
-- AlterTable
ALTER TABLE "JobInstance" ADD COLUMN     "ready" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230421162946_add_interactive_to_http_source/migration.sql
-- AlterTable
ALTER TABLE "HttpSource" ADD COLUMN     "interactive" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230421164041_add_webhook_deliveries/migration.sql
-- CreateTable
CREATE TABLE "HttpSourceRequestDelivery" (
    "id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "headers" JSONB NOT NULL,
    "body" BYTEA,
    "sourceId" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deliveredAt" TIMESTAMP(3),

    CONSTRAINT "HttpSourceRequestDelivery_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "HttpSourceRequestDelivery" ADD CONSTRAINT "HttpSourceRequestDelivery_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "HttpSource"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HttpSourceRequestDelivery" ADD CONSTRAINT "HttpSourceRequestDelivery_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "Endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HttpSourceRequestDelivery" ADD CONSTRAINT "HttpSourceRequestDelivery_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230421164059_remove_source_status/migration.sql
-- DropEnum
DROP TYPE "SourceStatus";
-- file: internal-packages/database/prisma/migrations/20230421171344_add_connection_to_http_sources/migration.sql
-- AlterTable
ALTER TABLE "HttpSource" ADD COLUMN     "connectionId" TEXT;

-- AddForeignKey
ALTER TABLE "HttpSource" ADD CONSTRAINT "HttpSource_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "APIConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230423183231_api_connection_attempt_title/migration.sql
/*
  Warnings:

  - Added the required column `title` to the `APIConnectionAttempt` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "APIConnectionAttempt" ADD COLUMN     "title" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230425094302_add_job_event_rule/migration.sql
-- AlterTable
ALTER TABLE "EventLog" ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'trigger.dev';

-- CreateTable
CREATE TABLE "JobEventRule" (
    "id" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "payloadFilter" JSONB,
    "contextFilter" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "jobId" TEXT NOT NULL,
    "jobInstanceId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,

    CONSTRAINT "JobEventRule_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "JobEventRule" ADD CONSTRAINT "JobEventRule_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobEventRule" ADD CONSTRAINT "JobEventRule_jobInstanceId_fkey" FOREIGN KEY ("jobInstanceId") REFERENCES "JobInstance"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobEventRule" ADD CONSTRAINT "JobEventRule_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobEventRule" ADD CONSTRAINT "JobEventRule_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230425094839_only_one_event_rule_per_job_instance/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[jobInstanceId]` on the table `JobEventRule` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateIndex
CREATE UNIQUE INDEX "JobEventRule_jobInstanceId_key" ON "JobEventRule"("jobInstanceId");
-- file: internal-packages/database/prisma/migrations/20230425103833_add_job_alias_model/migration.sql
-- AlterTable
ALTER TABLE "JobInstance" ADD COLUMN     "latest" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "JobAlias" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT 'latest',
    "jobInstanceId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,

    CONSTRAINT "JobAlias_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "JobAlias_jobId_name_key" ON "JobAlias"("jobId", "name");

-- AddForeignKey
ALTER TABLE "JobAlias" ADD CONSTRAINT "JobAlias_jobInstanceId_fkey" FOREIGN KEY ("jobInstanceId") REFERENCES "JobInstance"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobAlias" ADD CONSTRAINT "JobAlias_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230425104022_add_env_to_job_alias/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[jobId,environmentId,name]` on the table `JobAlias` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `environmentId` to the `JobAlias` table without a default value. This is not possible if the table is not empty.

*/
-- DropIndex
DROP INDEX "JobAlias_jobId_name_key";

-- AlterTable
ALTER TABLE "JobAlias" ADD COLUMN     "environmentId" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "JobAlias_jobId_environmentId_name_key" ON "JobAlias"("jobId", "environmentId", "name");

-- AddForeignKey
ALTER TABLE "JobAlias" ADD CONSTRAINT "JobAlias_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230425104911_add_version_to_job_alias/migration.sql
/*
  Warnings:

  - Added the required column `version` to the `JobAlias` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "JobAlias" ADD COLUMN     "version" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230425122235_add_resuming_tasks_to_event_rules/migration.sql
-- CreateEnum
CREATE TYPE "JobEventAction" AS ENUM ('CREATE_EXECUTION', 'RESUME_TASK');

-- AlterTable
ALTER TABLE "JobEventRule" ADD COLUMN     "action" "JobEventAction" NOT NULL DEFAULT 'CREATE_EXECUTION',
ADD COLUMN     "taskId" TEXT;

-- AddForeignKey
ALTER TABLE "JobEventRule" ADD CONSTRAINT "JobEventRule_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230425133327_make_task_event_rules_one_to_one/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[taskId]` on the table `JobEventRule` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateIndex
CREATE UNIQUE INDEX "JobEventRule_taskId_key" ON "JobEventRule"("taskId");
-- file: internal-packages/database/prisma/migrations/20230425162308_can_have_more_than_one_event_rule_on_an_instance/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[jobInstanceId,taskId]` on the table `JobEventRule` will be added. If there are existing duplicate values, this will fail.

*/
-- DropIndex
DROP INDEX "JobEventRule_jobInstanceId_key";

-- CreateIndex
CREATE UNIQUE INDEX "JobEventRule_jobInstanceId_taskId_key" ON "JobEventRule"("jobInstanceId", "taskId");
-- file: internal-packages/database/prisma/migrations/20230425162613_add_action_identifier_to_event_rule/migration.sql
/*
  Warnings:

  - You are about to drop the column `taskId` on the `JobEventRule` table. All the data in the column will be lost.
  - A unique constraint covering the columns `[actionIdentifier]` on the table `JobEventRule` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[jobInstanceId,actionIdentifier]` on the table `JobEventRule` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `actionIdentifier` to the `JobEventRule` table without a default value. This is not possible if the table is not empty.

*/
-- DropForeignKey
ALTER TABLE "JobEventRule" DROP CONSTRAINT "JobEventRule_taskId_fkey";

-- DropIndex
DROP INDEX "JobEventRule_jobInstanceId_taskId_key";

-- DropIndex
DROP INDEX "JobEventRule_taskId_key";

-- AlterTable
ALTER TABLE "JobEventRule" DROP COLUMN "taskId",
ADD COLUMN     "actionIdentifier" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "JobEventRule_actionIdentifier_key" ON "JobEventRule"("actionIdentifier");

-- CreateIndex
CREATE UNIQUE INDEX "JobEventRule_jobInstanceId_actionIdentifier_key" ON "JobEventRule"("jobInstanceId", "actionIdentifier");
-- file: internal-packages/database/prisma/migrations/20230425162923_remove_uniq_on_action_identifier/migration.sql
-- DropIndex
DROP INDEX "JobEventRule_actionIdentifier_key";
-- file: internal-packages/database/prisma/migrations/20230426093630_api_connection_attempt_added_security_code/migration.sql
-- AlterTable
ALTER TABLE "APIConnectionAttempt" ADD COLUMN     "securityCode" TEXT;
-- file: internal-packages/database/prisma/migrations/20230426150713_add_support_for_projects/migration.sql
/*
  Warnings:

  - You are about to drop the column `executionId` on the `Task` table. All the data in the column will be lost.
  - You are about to drop the `Execution` table. If the table is not empty, all the data it contains will be lost.
  - A unique constraint covering the columns `[projectId,slug,orgMemberId]` on the table `RuntimeEnvironment` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[runId,idempotencyKey]` on the table `Task` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `projectId` to the `Endpoint` table without a default value. This is not possible if the table is not empty.
  - Added the required column `projectId` to the `EventLog` table without a default value. This is not possible if the table is not empty.
  - Added the required column `projectId` to the `HttpSource` table without a default value. This is not possible if the table is not empty.
  - Added the required column `projectId` to the `Job` table without a default value. This is not possible if the table is not empty.
  - Added the required column `projectId` to the `JobEventRule` table without a default value. This is not possible if the table is not empty.
  - Added the required column `projectId` to the `JobInstance` table without a default value. This is not possible if the table is not empty.
  - Added the required column `projectId` to the `RuntimeEnvironment` table without a default value. This is not possible if the table is not empty.
  - Added the required column `runId` to the `Task` table without a default value. This is not possible if the table is not empty.

*/
-- CreateEnum
CREATE TYPE "OrgMemberRole" AS ENUM ('ADMIN', 'MEMBER');

-- CreateEnum
CREATE TYPE "RuntimeEnvironmentType" AS ENUM ('PRODUCTION', 'STAGING', 'DEVELOPMENT', 'PREVIEW');

-- CreateEnum
CREATE TYPE "JobRunStatus" AS ENUM ('PENDING', 'STARTED', 'SUCCESS', 'FAILURE', 'TIMED_OUT');

-- DropForeignKey
ALTER TABLE "Execution" DROP CONSTRAINT "Execution_endpointId_fkey";

-- DropForeignKey
ALTER TABLE "Execution" DROP CONSTRAINT "Execution_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "Execution" DROP CONSTRAINT "Execution_eventLogId_fkey";

-- DropForeignKey
ALTER TABLE "Execution" DROP CONSTRAINT "Execution_jobId_fkey";

-- DropForeignKey
ALTER TABLE "Execution" DROP CONSTRAINT "Execution_jobInstanceId_fkey";

-- DropForeignKey
ALTER TABLE "Execution" DROP CONSTRAINT "Execution_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "Task" DROP CONSTRAINT "Task_executionId_fkey";

-- DropIndex
DROP INDEX "RuntimeEnvironment_organizationId_slug_key";

-- DropIndex
DROP INDEX "Task_executionId_idempotencyKey_key";

-- AlterTable
ALTER TABLE "Endpoint" ADD COLUMN     "projectId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "EventLog" ADD COLUMN     "projectId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "HttpSource" ADD COLUMN     "projectId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "projectId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "JobEventRule" ADD COLUMN     "projectId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "JobInstance" ADD COLUMN     "projectId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "RuntimeEnvironment" ADD COLUMN     "orgMemberId" TEXT,
ADD COLUMN     "projectId" TEXT NOT NULL,
ADD COLUMN     "type" "RuntimeEnvironmentType" NOT NULL DEFAULT 'DEVELOPMENT';

-- AlterTable
ALTER TABLE "Task" DROP COLUMN "executionId",
ADD COLUMN     "runId" TEXT NOT NULL;

-- DropTable
DROP TABLE "Execution";

-- DropEnum
DROP TYPE "ExecutionStatus";

-- CreateTable
CREATE TABLE "OrgMember" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" "OrgMemberRole" NOT NULL DEFAULT 'MEMBER',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrgMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Project" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Project_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobRun" (
    "id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "jobId" TEXT NOT NULL,
    "jobInstanceId" TEXT NOT NULL,
    "eventLogId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "elements" JSONB,
    "status" "JobRunStatus" NOT NULL DEFAULT 'PENDING',
    "output" JSONB,
    "timedOutAt" TIMESTAMP(3),
    "timedOutReason" TEXT,
    "isTest" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "JobRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RuntimeEnvironment_projectId_slug_orgMemberId_key" ON "RuntimeEnvironment"("projectId", "slug", "orgMemberId");

-- CreateIndex
CREATE UNIQUE INDEX "Task_runId_idempotencyKey_key" ON "Task"("runId", "idempotencyKey");

-- AddForeignKey
ALTER TABLE "OrgMember" ADD CONSTRAINT "OrgMember_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrgMember" ADD CONSTRAINT "OrgMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RuntimeEnvironment" ADD CONSTRAINT "RuntimeEnvironment_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RuntimeEnvironment" ADD CONSTRAINT "RuntimeEnvironment_orgMemberId_fkey" FOREIGN KEY ("orgMemberId") REFERENCES "OrgMember"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Project" ADD CONSTRAINT "Project_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Endpoint" ADD CONSTRAINT "Endpoint_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Job" ADD CONSTRAINT "Job_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobInstance" ADD CONSTRAINT "JobInstance_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventLog" ADD CONSTRAINT "EventLog_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobRun" ADD CONSTRAINT "JobRun_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobRun" ADD CONSTRAINT "JobRun_jobInstanceId_fkey" FOREIGN KEY ("jobInstanceId") REFERENCES "JobInstance"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobRun" ADD CONSTRAINT "JobRun_eventLogId_fkey" FOREIGN KEY ("eventLogId") REFERENCES "EventLog"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobRun" ADD CONSTRAINT "JobRun_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobRun" ADD CONSTRAINT "JobRun_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "Endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobRun" ADD CONSTRAINT "JobRun_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobRun" ADD CONSTRAINT "JobRun_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Task" ADD CONSTRAINT "Task_runId_fkey" FOREIGN KEY ("runId") REFERENCES "JobRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HttpSource" ADD CONSTRAINT "HttpSource_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobEventRule" ADD CONSTRAINT "JobEventRule_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230426151056_users_are_now_org_members/migration.sql
/*
  Warnings:

  - You are about to drop the `_OrganizationToUser` table. If the table is not empty, all the data it contains will be lost.
  - A unique constraint covering the columns `[organizationId,userId]` on the table `OrgMember` will be added. If there are existing duplicate values, this will fail.

*/
-- DropForeignKey
ALTER TABLE "_OrganizationToUser" DROP CONSTRAINT "_OrganizationToUser_A_fkey";

-- DropForeignKey
ALTER TABLE "_OrganizationToUser" DROP CONSTRAINT "_OrganizationToUser_B_fkey";

-- DropTable
DROP TABLE "_OrganizationToUser";

-- CreateIndex
CREATE UNIQUE INDEX "OrgMember_organizationId_userId_key" ON "OrgMember"("organizationId", "userId");
-- file: internal-packages/database/prisma/migrations/20230426162129_scope_jobs_to_projects/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[projectId,slug]` on the table `Job` will be added. If there are existing duplicate values, this will fail.

*/
-- DropIndex
DROP INDEX "Job_organizationId_slug_key";

-- CreateIndex
CREATE UNIQUE INDEX "Job_projectId_slug_key" ON "Job"("projectId", "slug");
-- file: internal-packages/database/prisma/migrations/20230426182130_api_connection_expires_at/migration.sql
-- AlterTable
ALTER TABLE "APIConnection" ADD COLUMN     "expiresAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20230427131511_add_subtasks/migration.sql
-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "parentId" TEXT;

-- AddForeignKey
ALTER TABLE "Task" ADD CONSTRAINT "Task_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230428092036_add_slug_to_api_connections/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[organizationId,slug]` on the table `APIConnection` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `slug` to the `APIConnection` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "APIConnection" ADD COLUMN     "slug" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "APIConnection_organizationId_slug_key" ON "APIConnection"("organizationId", "slug");
-- file: internal-packages/database/prisma/migrations/20230428092422_rename_api_connection_models/migration.sql
/*
  Warnings:

  - You are about to drop the `APIConnection` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `APIConnectionAttempt` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropForeignKey
ALTER TABLE "APIConnection" DROP CONSTRAINT "APIConnection_dataReferenceId_fkey";

-- DropForeignKey
ALTER TABLE "APIConnection" DROP CONSTRAINT "APIConnection_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "APIConnectionAttempt" DROP CONSTRAINT "APIConnectionAttempt_apiConnectionId_fkey";

-- DropForeignKey
ALTER TABLE "ExternalService" DROP CONSTRAINT "ExternalService_connectionId_fkey";

-- DropForeignKey
ALTER TABLE "ExternalSource" DROP CONSTRAINT "ExternalSource_connectionId_fkey";

-- DropForeignKey
ALTER TABLE "HttpSource" DROP CONSTRAINT "HttpSource_connectionId_fkey";

-- DropForeignKey
ALTER TABLE "JobConnection" DROP CONSTRAINT "JobConnection_apiConnectionId_fkey";

-- DropTable
DROP TABLE "APIConnection";

-- DropTable
DROP TABLE "APIConnectionAttempt";

-- CreateTable
CREATE TABLE "ApiConnection" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "apiIdentifier" TEXT NOT NULL,
    "authenticationMethodKey" TEXT NOT NULL,
    "scopes" TEXT[],
    "expiresAt" TIMESTAMP(3),
    "metadata" JSONB NOT NULL,
    "dataReferenceId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "organizationId" TEXT NOT NULL,

    CONSTRAINT "ApiConnection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApiConnectionAttempt" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "apiIdentifier" TEXT NOT NULL,
    "authenticationMethodKey" TEXT NOT NULL,
    "scopes" TEXT[],
    "securityCode" TEXT,
    "redirectTo" TEXT NOT NULL DEFAULT '/',
    "apiConnectionId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApiConnectionAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ApiConnection_dataReferenceId_key" ON "ApiConnection"("dataReferenceId");

-- CreateIndex
CREATE UNIQUE INDEX "ApiConnection_organizationId_slug_key" ON "ApiConnection"("organizationId", "slug");

-- AddForeignKey
ALTER TABLE "ApiConnection" ADD CONSTRAINT "ApiConnection_dataReferenceId_fkey" FOREIGN KEY ("dataReferenceId") REFERENCES "SecretReference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiConnection" ADD CONSTRAINT "ApiConnection_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiConnectionAttempt" ADD CONSTRAINT "ApiConnectionAttempt_apiConnectionId_fkey" FOREIGN KEY ("apiConnectionId") REFERENCES "ApiConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalSource" ADD CONSTRAINT "ExternalSource_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "ApiConnection"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalService" ADD CONSTRAINT "ExternalService_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "ApiConnection"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobConnection" ADD CONSTRAINT "JobConnection_apiConnectionId_fkey" FOREIGN KEY ("apiConnectionId") REFERENCES "ApiConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HttpSource" ADD CONSTRAINT "HttpSource_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "ApiConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230428135439_secret_reference_key_unique/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[key]` on the table `SecretReference` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateIndex
CREATE UNIQUE INDEX "SecretReference_key_key" ON "SecretReference"("key");
-- file: internal-packages/database/prisma/migrations/20230428141846_secret_reference_multiple_api_connections/migration.sql
-- DropIndex
DROP INDEX "ApiConnection_dataReferenceId_key";
-- file: internal-packages/database/prisma/migrations/20230503094127_add_trigger_variants/migration.sql
-- CreateTable
CREATE TABLE "JobTriggerVariant" (
    "id" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "ready" BOOLEAN NOT NULL DEFAULT false,
    "jobInstanceId" TEXT NOT NULL,
    "eventRuleId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobTriggerVariant_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "JobTriggerVariant_eventRuleId_key" ON "JobTriggerVariant"("eventRuleId");

-- AddForeignKey
ALTER TABLE "JobTriggerVariant" ADD CONSTRAINT "JobTriggerVariant_jobInstanceId_fkey" FOREIGN KEY ("jobInstanceId") REFERENCES "JobInstance"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobTriggerVariant" ADD CONSTRAINT "JobTriggerVariant_eventRuleId_fkey" FOREIGN KEY ("eventRuleId") REFERENCES "JobEventRule"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230503113400_add_slug_to_trigger_variants/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[jobInstanceId,slug]` on the table `JobTriggerVariant` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `slug` to the `JobTriggerVariant` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "JobTriggerVariant" ADD COLUMN     "slug" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "JobTriggerVariant_jobInstanceId_slug_key" ON "JobTriggerVariant"("jobInstanceId", "slug");
-- file: internal-packages/database/prisma/migrations/20230503172156_rename_create_execution_to_create_run/migration.sql
/*
  Warnings:

  - The values [CREATE_EXECUTION] on the enum `JobEventAction` will be removed. If these variants are still used in the database, this will fail.

*/
-- AlterEnum
BEGIN;
CREATE TYPE "JobEventAction_new" AS ENUM ('CREATE_RUN', 'RESUME_TASK');
ALTER TABLE "JobEventRule" ALTER COLUMN "action" DROP DEFAULT;
ALTER TABLE "JobEventRule" ALTER COLUMN "action" TYPE "JobEventAction_new" USING ("action"::text::"JobEventAction_new");
ALTER TYPE "JobEventAction" RENAME TO "JobEventAction_old";
ALTER TYPE "JobEventAction_new" RENAME TO "JobEventAction";
DROP TYPE "JobEventAction_old";
ALTER TABLE "JobEventRule" ALTER COLUMN "action" SET DEFAULT 'CREATE_RUN';
COMMIT;

-- AlterTable
ALTER TABLE "JobEventRule" ALTER COLUMN "action" SET DEFAULT 'CREATE_RUN';
-- file: internal-packages/database/prisma/migrations/20230504090710_add_shadow_to_job/migration.sql
-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "shadow" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230504152611_rename_shadow_to_internal/migration.sql
/*
  Warnings:

  - You are about to drop the column `shadow` on the `Job` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Job" DROP COLUMN "shadow",
ADD COLUMN     "internal" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230504200916_add_redact_to_tasks/migration.sql
-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "redact" JSONB;
-- file: internal-packages/database/prisma/migrations/20230505085501_add_queue_columns_to_job/migration.sql
-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "maxConcurrentRuns" INTEGER,
ADD COLUMN     "queueName" TEXT;
-- file: internal-packages/database/prisma/migrations/20230505085546_move_queue_columns_to_job_instance/migration.sql
/*
  Warnings:

  - You are about to drop the column `maxConcurrentRuns` on the `Job` table. All the data in the column will be lost.
  - You are about to drop the column `queueName` on the `Job` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Job" DROP COLUMN "maxConcurrentRuns",
DROP COLUMN "queueName";

-- AlterTable
ALTER TABLE "JobInstance" ADD COLUMN     "maxConcurrentRuns" INTEGER,
ADD COLUMN     "queueName" TEXT;
-- file: internal-packages/database/prisma/migrations/20230505085931_add_queued_job_run_status/migration.sql
-- AlterEnum
ALTER TYPE "JobRunStatus" ADD VALUE 'QUEUED';
-- file: internal-packages/database/prisma/migrations/20230505091221_create_queue_model/migration.sql
/*
  Warnings:

  - You are about to drop the column `maxConcurrentRuns` on the `JobInstance` table. All the data in the column will be lost.
  - You are about to drop the column `queueName` on the `JobInstance` table. All the data in the column will be lost.
  - Added the required column `queueId` to the `JobInstance` table without a default value. This is not possible if the table is not empty.
  - Added the required column `queueId` to the `JobRun` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "JobInstance" DROP COLUMN "maxConcurrentRuns",
DROP COLUMN "queueName",
ADD COLUMN     "queueId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "JobRun" ADD COLUMN     "queueId" TEXT NOT NULL;

-- CreateTable
CREATE TABLE "JobQueue" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "jobCount" INTEGER NOT NULL DEFAULT 0,
    "maxJobs" INTEGER NOT NULL DEFAULT 100,

    CONSTRAINT "JobQueue_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "JobQueue_environmentId_name_key" ON "JobQueue"("environmentId", "name");

-- AddForeignKey
ALTER TABLE "JobInstance" ADD CONSTRAINT "JobInstance_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "JobQueue"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobQueue" ADD CONSTRAINT "JobQueue_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobRun" ADD CONSTRAINT "JobRun_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "JobQueue"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230505092917_add_queued_at_to_job_runs/migration.sql
-- AlterTable
ALTER TABLE "JobRun" ADD COLUMN     "queuedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20230511101816_remove_job_trigger_variants/migration.sql
/*
  Warnings:

  - You are about to drop the `JobTriggerVariant` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropForeignKey
ALTER TABLE "JobTriggerVariant" DROP CONSTRAINT "JobTriggerVariant_eventRuleId_fkey";

-- DropForeignKey
ALTER TABLE "JobTriggerVariant" DROP CONSTRAINT "JobTriggerVariant_jobInstanceId_fkey";

-- DropTable
DROP TABLE "JobTriggerVariant";
-- file: internal-packages/database/prisma/migrations/20230512085413_schema_redesign_for_new_system/migration.sql
/*
  Warnings:

  - You are about to drop the column `apiIdentifier` on the `ApiConnection` table. All the data in the column will be lost.
  - You are about to drop the column `authenticationMethodKey` on the `ApiConnection` table. All the data in the column will be lost.
  - You are about to drop the column `scopes` on the `ApiConnection` table. All the data in the column will be lost.
  - You are about to drop the column `slug` on the `ApiConnection` table. All the data in the column will be lost.
  - You are about to drop the column `title` on the `ApiConnection` table. All the data in the column will be lost.
  - You are about to drop the column `apiConnectionId` on the `ApiConnectionAttempt` table. All the data in the column will be lost.
  - You are about to drop the column `apiIdentifier` on the `ApiConnectionAttempt` table. All the data in the column will be lost.
  - You are about to drop the column `authenticationMethodKey` on the `ApiConnectionAttempt` table. All the data in the column will be lost.
  - You are about to drop the column `organizationId` on the `ApiConnectionAttempt` table. All the data in the column will be lost.
  - You are about to drop the column `scopes` on the `ApiConnectionAttempt` table. All the data in the column will be lost.
  - You are about to drop the column `title` on the `ApiConnectionAttempt` table. All the data in the column will be lost.
  - You are about to drop the column `jobInstanceId` on the `JobAlias` table. All the data in the column will be lost.
  - You are about to drop the column `version` on the `JobAlias` table. All the data in the column will be lost.
  - You are about to drop the column `apiConnectionId` on the `JobConnection` table. All the data in the column will be lost.
  - You are about to drop the column `jobInstanceId` on the `JobConnection` table. All the data in the column will be lost.
  - You are about to drop the column `usesLocalAuth` on the `JobConnection` table. All the data in the column will be lost.
  - You are about to drop the column `eventLogId` on the `JobRun` table. All the data in the column will be lost.
  - You are about to drop the column `jobInstanceId` on the `JobRun` table. All the data in the column will be lost.
  - You are about to drop the `CurrentEnvironment` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `DeploymentLog` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `DeploymentLogPoll` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `DurableDelay` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `EventLog` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `EventRule` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `ExternalService` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `ExternalSource` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `FetchRequest` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `FetchResponse` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `GitHubAppAuthorization` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `GitHubAppAuthorizationAttempt` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `IntegrationRequest` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `IntegrationResponse` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `InternalSource` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `JobEventRule` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `JobInstance` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `KeyValueItem` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `OrganizationTemplate` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `ProjectDeployment` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `RepositoryProject` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `SchedulerSource` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `Template` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `TriggerEvent` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `Workflow` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `WorkflowRun` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `WorkflowRunStep` table. If the table is not empty, all the data it contains will be lost.
  - A unique constraint covering the columns `[versionId,key]` on the table `JobConnection` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `clientId` to the `ApiConnection` table without a default value. This is not possible if the table is not empty.
  - Added the required column `clientId` to the `ApiConnectionAttempt` table without a default value. This is not possible if the table is not empty.
  - Added the required column `value` to the `JobAlias` table without a default value. This is not possible if the table is not empty.
  - Added the required column `versionId` to the `JobAlias` table without a default value. This is not possible if the table is not empty.
  - Added the required column `apiConnectionClientId` to the `JobConnection` table without a default value. This is not possible if the table is not empty.
  - Added the required column `versionId` to the `JobConnection` table without a default value. This is not possible if the table is not empty.
  - Added the required column `eventId` to the `JobRun` table without a default value. This is not possible if the table is not empty.
  - Added the required column `versionId` to the `JobRun` table without a default value. This is not possible if the table is not empty.

*/
-- CreateEnum
CREATE TYPE "ApiConnectionType" AS ENUM ('EXTERNAL', 'DEVELOPER');

-- CreateEnum
CREATE TYPE "JobTriggerAction" AS ENUM ('CREATE_RUN', 'RESUME_TASK');

-- DropForeignKey
ALTER TABLE "ApiConnectionAttempt" DROP CONSTRAINT "ApiConnectionAttempt_apiConnectionId_fkey";

-- DropForeignKey
ALTER TABLE "CurrentEnvironment" DROP CONSTRAINT "CurrentEnvironment_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "CurrentEnvironment" DROP CONSTRAINT "CurrentEnvironment_userId_fkey";

-- DropForeignKey
ALTER TABLE "CurrentEnvironment" DROP CONSTRAINT "CurrentEnvironment_workflowId_fkey";

-- DropForeignKey
ALTER TABLE "DeploymentLog" DROP CONSTRAINT "DeploymentLog_deploymentId_fkey";

-- DropForeignKey
ALTER TABLE "DeploymentLogPoll" DROP CONSTRAINT "DeploymentLogPoll_deploymentId_fkey";

-- DropForeignKey
ALTER TABLE "DurableDelay" DROP CONSTRAINT "DurableDelay_runId_fkey";

-- DropForeignKey
ALTER TABLE "DurableDelay" DROP CONSTRAINT "DurableDelay_stepId_fkey";

-- DropForeignKey
ALTER TABLE "EventLog" DROP CONSTRAINT "EventLog_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "EventLog" DROP CONSTRAINT "EventLog_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "EventLog" DROP CONSTRAINT "EventLog_projectId_fkey";

-- DropForeignKey
ALTER TABLE "EventRule" DROP CONSTRAINT "EventRule_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "EventRule" DROP CONSTRAINT "EventRule_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "EventRule" DROP CONSTRAINT "EventRule_workflowId_fkey";

-- DropForeignKey
ALTER TABLE "ExternalService" DROP CONSTRAINT "ExternalService_connectionId_fkey";

-- DropForeignKey
ALTER TABLE "ExternalService" DROP CONSTRAINT "ExternalService_workflowId_fkey";

-- DropForeignKey
ALTER TABLE "ExternalSource" DROP CONSTRAINT "ExternalSource_connectionId_fkey";

-- DropForeignKey
ALTER TABLE "ExternalSource" DROP CONSTRAINT "ExternalSource_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "FetchRequest" DROP CONSTRAINT "FetchRequest_runId_fkey";

-- DropForeignKey
ALTER TABLE "FetchRequest" DROP CONSTRAINT "FetchRequest_stepId_fkey";

-- DropForeignKey
ALTER TABLE "FetchResponse" DROP CONSTRAINT "FetchResponse_requestId_fkey";

-- DropForeignKey
ALTER TABLE "GitHubAppAuthorization" DROP CONSTRAINT "GitHubAppAuthorization_userId_fkey";

-- DropForeignKey
ALTER TABLE "GitHubAppAuthorizationAttempt" DROP CONSTRAINT "GitHubAppAuthorizationAttempt_authorizationId_fkey";

-- DropForeignKey
ALTER TABLE "IntegrationRequest" DROP CONSTRAINT "IntegrationRequest_externalServiceId_fkey";

-- DropForeignKey
ALTER TABLE "IntegrationRequest" DROP CONSTRAINT "IntegrationRequest_runId_fkey";

-- DropForeignKey
ALTER TABLE "IntegrationRequest" DROP CONSTRAINT "IntegrationRequest_stepId_fkey";

-- DropForeignKey
ALTER TABLE "IntegrationResponse" DROP CONSTRAINT "IntegrationResponse_requestId_fkey";

-- DropForeignKey
ALTER TABLE "InternalSource" DROP CONSTRAINT "InternalSource_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "InternalSource" DROP CONSTRAINT "InternalSource_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "InternalSource" DROP CONSTRAINT "InternalSource_workflowId_fkey";

-- DropForeignKey
ALTER TABLE "JobAlias" DROP CONSTRAINT "JobAlias_jobInstanceId_fkey";

-- DropForeignKey
ALTER TABLE "JobConnection" DROP CONSTRAINT "JobConnection_apiConnectionId_fkey";

-- DropForeignKey
ALTER TABLE "JobConnection" DROP CONSTRAINT "JobConnection_jobInstanceId_fkey";

-- DropForeignKey
ALTER TABLE "JobEventRule" DROP CONSTRAINT "JobEventRule_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "JobEventRule" DROP CONSTRAINT "JobEventRule_jobId_fkey";

-- DropForeignKey
ALTER TABLE "JobEventRule" DROP CONSTRAINT "JobEventRule_jobInstanceId_fkey";

-- DropForeignKey
ALTER TABLE "JobEventRule" DROP CONSTRAINT "JobEventRule_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "JobEventRule" DROP CONSTRAINT "JobEventRule_projectId_fkey";

-- DropForeignKey
ALTER TABLE "JobInstance" DROP CONSTRAINT "JobInstance_endpointId_fkey";

-- DropForeignKey
ALTER TABLE "JobInstance" DROP CONSTRAINT "JobInstance_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "JobInstance" DROP CONSTRAINT "JobInstance_jobId_fkey";

-- DropForeignKey
ALTER TABLE "JobInstance" DROP CONSTRAINT "JobInstance_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "JobInstance" DROP CONSTRAINT "JobInstance_projectId_fkey";

-- DropForeignKey
ALTER TABLE "JobInstance" DROP CONSTRAINT "JobInstance_queueId_fkey";

-- DropForeignKey
ALTER TABLE "JobRun" DROP CONSTRAINT "JobRun_eventLogId_fkey";

-- DropForeignKey
ALTER TABLE "JobRun" DROP CONSTRAINT "JobRun_jobInstanceId_fkey";

-- DropForeignKey
ALTER TABLE "KeyValueItem" DROP CONSTRAINT "KeyValueItem_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "OrganizationTemplate" DROP CONSTRAINT "OrganizationTemplate_authorizationId_fkey";

-- DropForeignKey
ALTER TABLE "OrganizationTemplate" DROP CONSTRAINT "OrganizationTemplate_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "OrganizationTemplate" DROP CONSTRAINT "OrganizationTemplate_templateId_fkey";

-- DropForeignKey
ALTER TABLE "ProjectDeployment" DROP CONSTRAINT "ProjectDeployment_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "ProjectDeployment" DROP CONSTRAINT "ProjectDeployment_projectId_fkey";

-- DropForeignKey
ALTER TABLE "RepositoryProject" DROP CONSTRAINT "RepositoryProject_authorizationId_fkey";

-- DropForeignKey
ALTER TABLE "RepositoryProject" DROP CONSTRAINT "RepositoryProject_currentDeploymentId_fkey";

-- DropForeignKey
ALTER TABLE "RepositoryProject" DROP CONSTRAINT "RepositoryProject_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "SchedulerSource" DROP CONSTRAINT "SchedulerSource_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "SchedulerSource" DROP CONSTRAINT "SchedulerSource_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "SchedulerSource" DROP CONSTRAINT "SchedulerSource_workflowId_fkey";

-- DropForeignKey
ALTER TABLE "TriggerEvent" DROP CONSTRAINT "TriggerEvent_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "TriggerEvent" DROP CONSTRAINT "TriggerEvent_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "Workflow" DROP CONSTRAINT "Workflow_externalSourceId_fkey";

-- DropForeignKey
ALTER TABLE "Workflow" DROP CONSTRAINT "Workflow_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "Workflow" DROP CONSTRAINT "Workflow_organizationTemplateId_fkey";

-- DropForeignKey
ALTER TABLE "Workflow" DROP CONSTRAINT "Workflow_repositoryProjectId_fkey";

-- DropForeignKey
ALTER TABLE "WorkflowRun" DROP CONSTRAINT "WorkflowRun_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "WorkflowRun" DROP CONSTRAINT "WorkflowRun_eventId_fkey";

-- DropForeignKey
ALTER TABLE "WorkflowRun" DROP CONSTRAINT "WorkflowRun_eventRuleId_fkey";

-- DropForeignKey
ALTER TABLE "WorkflowRun" DROP CONSTRAINT "WorkflowRun_workflowId_fkey";

-- DropForeignKey
ALTER TABLE "WorkflowRunStep" DROP CONSTRAINT "WorkflowRunStep_runId_fkey";

-- DropIndex
DROP INDEX "ApiConnection_organizationId_slug_key";

-- DropIndex
DROP INDEX "JobConnection_jobInstanceId_key_key";

-- AlterTable
ALTER TABLE "ApiConnection" DROP COLUMN "apiIdentifier",
DROP COLUMN "authenticationMethodKey",
DROP COLUMN "scopes",
DROP COLUMN "slug",
DROP COLUMN "title",
ADD COLUMN     "clientId" TEXT NOT NULL,
ADD COLUMN     "connectionType" "ApiConnectionType" NOT NULL DEFAULT 'DEVELOPER',
ADD COLUMN     "externalAccountId" TEXT;

-- AlterTable
ALTER TABLE "ApiConnectionAttempt" DROP COLUMN "apiConnectionId",
DROP COLUMN "apiIdentifier",
DROP COLUMN "authenticationMethodKey",
DROP COLUMN "organizationId",
DROP COLUMN "scopes",
DROP COLUMN "title",
ADD COLUMN     "clientId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "JobAlias" DROP COLUMN "jobInstanceId",
DROP COLUMN "version",
ADD COLUMN     "value" TEXT NOT NULL,
ADD COLUMN     "versionId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "JobConnection" DROP COLUMN "apiConnectionId",
DROP COLUMN "jobInstanceId",
DROP COLUMN "usesLocalAuth",
ADD COLUMN     "apiConnectionClientId" TEXT NOT NULL,
ADD COLUMN     "versionId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "JobRun" DROP COLUMN "eventLogId",
DROP COLUMN "jobInstanceId",
ADD COLUMN     "eventId" TEXT NOT NULL,
ADD COLUMN     "versionId" TEXT NOT NULL;

-- DropTable
DROP TABLE "CurrentEnvironment";

-- DropTable
DROP TABLE "DeploymentLog";

-- DropTable
DROP TABLE "DeploymentLogPoll";

-- DropTable
DROP TABLE "DurableDelay";

-- DropTable
DROP TABLE "EventLog";

-- DropTable
DROP TABLE "EventRule";

-- DropTable
DROP TABLE "ExternalService";

-- DropTable
DROP TABLE "ExternalSource";

-- DropTable
DROP TABLE "FetchRequest";

-- DropTable
DROP TABLE "FetchResponse";

-- DropTable
DROP TABLE "GitHubAppAuthorization";

-- DropTable
DROP TABLE "GitHubAppAuthorizationAttempt";

-- DropTable
DROP TABLE "IntegrationRequest";

-- DropTable
DROP TABLE "IntegrationResponse";

-- DropTable
DROP TABLE "InternalSource";

-- DropTable
DROP TABLE "JobEventRule";

-- DropTable
DROP TABLE "JobInstance";

-- DropTable
DROP TABLE "KeyValueItem";

-- DropTable
DROP TABLE "OrganizationTemplate";

-- DropTable
DROP TABLE "ProjectDeployment";

-- DropTable
DROP TABLE "RepositoryProject";

-- DropTable
DROP TABLE "SchedulerSource";

-- DropTable
DROP TABLE "Template";

-- DropTable
DROP TABLE "TriggerEvent";

-- DropTable
DROP TABLE "Workflow";

-- DropTable
DROP TABLE "WorkflowRun";

-- DropTable
DROP TABLE "WorkflowRunStep";

-- DropEnum
DROP TYPE "DeploymentLogType";

-- DropEnum
DROP TYPE "ExternalServiceStatus";

-- DropEnum
DROP TYPE "ExternalServiceType";

-- DropEnum
DROP TYPE "ExternalSourceStatus";

-- DropEnum
DROP TYPE "ExternalSourceType";

-- DropEnum
DROP TYPE "FetchRequestStatus";

-- DropEnum
DROP TYPE "GitHubAccountType";

-- DropEnum
DROP TYPE "IntegrationRequestStatus";

-- DropEnum
DROP TYPE "InternalSourceStatus";

-- DropEnum
DROP TYPE "InternalSourceType";

-- DropEnum
DROP TYPE "JobEventAction";

-- DropEnum
DROP TYPE "OrganizationTemplateStatus";

-- DropEnum
DROP TYPE "ProjectDeploymentStatus";

-- DropEnum
DROP TYPE "RepositoryProjectStatus";

-- DropEnum
DROP TYPE "SchedulerSourceStatus";

-- DropEnum
DROP TYPE "TriggerEventStatus";

-- DropEnum
DROP TYPE "TriggerType";

-- DropEnum
DROP TYPE "WorkflowRunStatus";

-- DropEnum
DROP TYPE "WorkflowRunStepStatus";

-- DropEnum
DROP TYPE "WorkflowRunStepType";

-- DropEnum
DROP TYPE "WorkflowStatus";

-- CreateTable
CREATE TABLE "ExternalAccount" (
    "id" TEXT NOT NULL,
    "identifier" TEXT NOT NULL,
    "metadata" JSONB,
    "organizationId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExternalAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApiConnectionClient" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "schema" JSONB NOT NULL,
    "scopes" TEXT[],
    "credentialsReferenceId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "organizationId" TEXT NOT NULL,

    CONSTRAINT "ApiConnectionClient_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobVersion" (
    "id" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "eventSpecification" JSONB NOT NULL,
    "jobId" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "queueId" TEXT NOT NULL,
    "ready" BOOLEAN NOT NULL DEFAULT false,
    "latest" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobTrigger" (
    "id" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "payloadFilter" JSONB,
    "contextFilter" JSONB,
    "action" "JobTriggerAction" NOT NULL DEFAULT 'CREATE_RUN',
    "actionIdentifier" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "jobId" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "externalAccountId" TEXT,

    CONSTRAINT "JobTrigger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventRecord" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "timestamp" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "payload" JSONB NOT NULL,
    "context" JSONB,
    "source" TEXT NOT NULL DEFAULT 'trigger.dev',
    "organizationId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "deliverAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deliveredAt" TIMESTAMP(3),
    "isTest" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "EventRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ExternalAccount_organizationId_identifier_key" ON "ExternalAccount"("organizationId", "identifier");

-- CreateIndex
CREATE UNIQUE INDEX "ApiConnectionClient_organizationId_slug_key" ON "ApiConnectionClient"("organizationId", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "JobVersion_jobId_version_endpointId_key" ON "JobVersion"("jobId", "version", "endpointId");

-- CreateIndex
CREATE UNIQUE INDEX "JobTrigger_versionId_actionIdentifier_key" ON "JobTrigger"("versionId", "actionIdentifier");

-- CreateIndex
CREATE UNIQUE INDEX "JobConnection_versionId_key_key" ON "JobConnection"("versionId", "key");

-- AddForeignKey
ALTER TABLE "ExternalAccount" ADD CONSTRAINT "ExternalAccount_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiConnectionClient" ADD CONSTRAINT "ApiConnectionClient_credentialsReferenceId_fkey" FOREIGN KEY ("credentialsReferenceId") REFERENCES "SecretReference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiConnectionClient" ADD CONSTRAINT "ApiConnectionClient_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiConnection" ADD CONSTRAINT "ApiConnection_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "ApiConnectionClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiConnection" ADD CONSTRAINT "ApiConnection_externalAccountId_fkey" FOREIGN KEY ("externalAccountId") REFERENCES "ExternalAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiConnectionAttempt" ADD CONSTRAINT "ApiConnectionAttempt_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "ApiConnectionClient"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobVersion" ADD CONSTRAINT "JobVersion_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobVersion" ADD CONSTRAINT "JobVersion_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "Endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobVersion" ADD CONSTRAINT "JobVersion_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobVersion" ADD CONSTRAINT "JobVersion_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobVersion" ADD CONSTRAINT "JobVersion_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobVersion" ADD CONSTRAINT "JobVersion_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "JobQueue"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobAlias" ADD CONSTRAINT "JobAlias_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "JobVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobConnection" ADD CONSTRAINT "JobConnection_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "JobVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobConnection" ADD CONSTRAINT "JobConnection_apiConnectionClientId_fkey" FOREIGN KEY ("apiConnectionClientId") REFERENCES "ApiConnectionClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobTrigger" ADD CONSTRAINT "JobTrigger_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobTrigger" ADD CONSTRAINT "JobTrigger_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "JobVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobTrigger" ADD CONSTRAINT "JobTrigger_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobTrigger" ADD CONSTRAINT "JobTrigger_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobTrigger" ADD CONSTRAINT "JobTrigger_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobTrigger" ADD CONSTRAINT "JobTrigger_externalAccountId_fkey" FOREIGN KEY ("externalAccountId") REFERENCES "ExternalAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventRecord" ADD CONSTRAINT "EventRecord_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventRecord" ADD CONSTRAINT "EventRecord_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventRecord" ADD CONSTRAINT "EventRecord_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobRun" ADD CONSTRAINT "JobRun_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "JobVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobRun" ADD CONSTRAINT "JobRun_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "EventRecord"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230512123150_add_dynamic_triggers/migration.sql
-- CreateTable
CREATE TABLE "DynamicTrigger" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,

    CONSTRAINT "DynamicTrigger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_DynamicTriggerToJob" (
    "A" TEXT NOT NULL,
    "B" TEXT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "DynamicTrigger_endpointId_slug_key" ON "DynamicTrigger"("endpointId", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "_DynamicTriggerToJob_AB_unique" ON "_DynamicTriggerToJob"("A", "B");

-- CreateIndex
CREATE INDEX "_DynamicTriggerToJob_B_index" ON "_DynamicTriggerToJob"("B");

-- AddForeignKey
ALTER TABLE "DynamicTrigger" ADD CONSTRAINT "DynamicTrigger_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "Endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_DynamicTriggerToJob" ADD CONSTRAINT "_DynamicTriggerToJob_A_fkey" FOREIGN KEY ("A") REFERENCES "DynamicTrigger"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_DynamicTriggerToJob" ADD CONSTRAINT "_DynamicTriggerToJob_B_fkey" FOREIGN KEY ("B") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230512145548_add_run_connections/migration.sql
-- CreateTable
CREATE TABLE "RunConnection" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "apiConnectionId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RunConnection_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RunConnection_runId_key_key" ON "RunConnection"("runId", "key");

-- AddForeignKey
ALTER TABLE "RunConnection" ADD CONSTRAINT "RunConnection_runId_fkey" FOREIGN KEY ("runId") REFERENCES "JobRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RunConnection" ADD CONSTRAINT "RunConnection_apiConnectionId_fkey" FOREIGN KEY ("apiConnectionId") REFERENCES "ApiConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230512162858_add_start_position/migration.sql
-- CreateEnum
CREATE TYPE "JobTriggerStartPosition" AS ENUM ('INITIAL', 'LATEST');

-- AlterTable
ALTER TABLE "JobTrigger" ADD COLUMN     "startPosition" "JobTriggerStartPosition" NOT NULL DEFAULT 'INITIAL';
-- file: internal-packages/database/prisma/migrations/20230512163048_move_start_position/migration.sql
/*
  Warnings:

  - You are about to drop the column `startPosition` on the `JobTrigger` table. All the data in the column will be lost.

*/
-- CreateEnum
CREATE TYPE "JobStartPosition" AS ENUM ('INITIAL', 'LATEST');

-- AlterTable
ALTER TABLE "JobTrigger" DROP COLUMN "startPosition";

-- AlterTable
ALTER TABLE "JobVersion" ADD COLUMN     "startPosition" "JobStartPosition" NOT NULL DEFAULT 'INITIAL';

-- DropEnum
DROP TYPE "JobTriggerStartPosition";
-- file: internal-packages/database/prisma/migrations/20230515101628_add_prepare_to_job_version/migration.sql
-- AlterTable
ALTER TABLE "JobVersion" ADD COLUMN     "prepare" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230515102310_remove_prepare_from_job_version/migration.sql
/*
  Warnings:

  - You are about to drop the column `prepare` on the `JobVersion` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "JobVersion" DROP COLUMN "prepare";
-- file: internal-packages/database/prisma/migrations/20230515110730_add_back_prepare_to_job_version/migration.sql
-- AlterTable
ALTER TABLE "JobVersion" ADD COLUMN     "prepare" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230515111507_add_prepared_to_job_version/migration.sql
-- AlterTable
ALTER TABLE "JobVersion" ADD COLUMN     "prepared" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230515151445_add_trigger_sources/migration.sql
/*
  Warnings:

  - You are about to drop the column `active` on the `HttpSource` table. All the data in the column will be lost.
  - You are about to drop the column `connectionId` on the `HttpSource` table. All the data in the column will be lost.
  - You are about to drop the column `endpointId` on the `HttpSource` table. All the data in the column will be lost.
  - You are about to drop the column `environmentId` on the `HttpSource` table. All the data in the column will be lost.
  - You are about to drop the column `key` on the `HttpSource` table. All the data in the column will be lost.
  - You are about to drop the column `organizationId` on the `HttpSource` table. All the data in the column will be lost.
  - You are about to drop the column `projectId` on the `HttpSource` table. All the data in the column will be lost.
  - A unique constraint covering the columns `[triggerSourceId]` on the table `HttpSource` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `triggerSourceId` to the `HttpSource` table without a default value. This is not possible if the table is not empty.
  - Made the column `secret` on table `HttpSource` required. This step will fail if there are existing NULL values in that column.

*/
-- CreateEnum
CREATE TYPE "TriggerChannel" AS ENUM ('HTTP', 'SQS', 'SMTP');

-- DropForeignKey
ALTER TABLE "HttpSource" DROP CONSTRAINT "HttpSource_connectionId_fkey";

-- DropForeignKey
ALTER TABLE "HttpSource" DROP CONSTRAINT "HttpSource_endpointId_fkey";

-- DropForeignKey
ALTER TABLE "HttpSource" DROP CONSTRAINT "HttpSource_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "HttpSource" DROP CONSTRAINT "HttpSource_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "HttpSource" DROP CONSTRAINT "HttpSource_projectId_fkey";

-- DropIndex
DROP INDEX "HttpSource_key_endpointId_key";

-- AlterTable
ALTER TABLE "HttpSource" DROP COLUMN "active",
DROP COLUMN "connectionId",
DROP COLUMN "endpointId",
DROP COLUMN "environmentId",
DROP COLUMN "key",
DROP COLUMN "organizationId",
DROP COLUMN "projectId",
ADD COLUMN     "params" JSONB,
ADD COLUMN     "triggerSourceId" TEXT NOT NULL,
ALTER COLUMN "secret" SET NOT NULL;

-- CreateTable
CREATE TABLE "TriggerSource" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "channel" "TriggerChannel" NOT NULL DEFAULT 'HTTP',
    "organizationId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "apiClientId" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "interactive" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TriggerSource_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TriggerSourceEvent" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sourceId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "registered" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "TriggerSourceEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TriggerSource_key_endpointId_key" ON "TriggerSource"("key", "endpointId");

-- CreateIndex
CREATE UNIQUE INDEX "TriggerSourceEvent_name_sourceId_key" ON "TriggerSourceEvent"("name", "sourceId");

-- CreateIndex
CREATE UNIQUE INDEX "HttpSource_triggerSourceId_key" ON "HttpSource"("triggerSourceId");

-- AddForeignKey
ALTER TABLE "TriggerSource" ADD CONSTRAINT "TriggerSource_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerSource" ADD CONSTRAINT "TriggerSource_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerSource" ADD CONSTRAINT "TriggerSource_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "Endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerSource" ADD CONSTRAINT "TriggerSource_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerSource" ADD CONSTRAINT "TriggerSource_apiClientId_fkey" FOREIGN KEY ("apiClientId") REFERENCES "ApiConnectionClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerSourceEvent" ADD CONSTRAINT "TriggerSourceEvent_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "TriggerSource"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HttpSource" ADD CONSTRAINT "HttpSource_triggerSourceId_fkey" FOREIGN KEY ("triggerSourceId") REFERENCES "TriggerSource"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230515152217_move_params_to_trigger_sources/migration.sql
/*
  Warnings:

  - You are about to drop the column `params` on the `HttpSource` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "HttpSource" DROP COLUMN "params";

-- AlterTable
ALTER TABLE "TriggerSource" ADD COLUMN     "params" JSONB;
-- file: internal-packages/database/prisma/migrations/20230516121549_remove_http_source_table/migration.sql
/*
  Warnings:

  - You are about to drop the `HttpSource` table. If the table is not empty, all the data it contains will be lost.
  - Added the required column `channelData` to the `TriggerSource` table without a default value. This is not possible if the table is not empty.

*/
-- DropForeignKey
ALTER TABLE "HttpSource" DROP CONSTRAINT "HttpSource_triggerSourceId_fkey";

-- DropForeignKey
ALTER TABLE "HttpSourceRequestDelivery" DROP CONSTRAINT "HttpSourceRequestDelivery_sourceId_fkey";

-- AlterTable
ALTER TABLE "TriggerSource" ADD COLUMN     "channelData" JSONB NOT NULL;

-- DropTable
DROP TABLE "HttpSource";

-- AddForeignKey
ALTER TABLE "HttpSourceRequestDelivery" ADD CONSTRAINT "HttpSourceRequestDelivery_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "TriggerSource"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230516122003_add_secret_reference_to_trigger_source/migration.sql
/*
  Warnings:

  - Added the required column `secretReferenceId` to the `TriggerSource` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TriggerSource" ADD COLUMN     "secretReferenceId" TEXT NOT NULL,
ALTER COLUMN "channelData" DROP NOT NULL;

-- AddForeignKey
ALTER TABLE "TriggerSource" ADD CONSTRAINT "TriggerSource_secretReferenceId_fkey" FOREIGN KEY ("secretReferenceId") REFERENCES "SecretReference"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230516154239_add_integration_identifier_to_clients/migration.sql
-- AlterTable
ALTER TABLE "ApiConnectionClient" ADD COLUMN     "integrationIdentifier" TEXT NOT NULL DEFAULT 'generic';
-- file: internal-packages/database/prisma/migrations/20230516155545_add_integration_auth_method/migration.sql
/*
  Warnings:

  - You are about to drop the column `schema` on the `ApiConnectionClient` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "ApiConnectionClient" DROP COLUMN "schema",
ADD COLUMN     "integrationAuthMethod" TEXT NOT NULL DEFAULT 'oauth2';
-- file: internal-packages/database/prisma/migrations/20230516163116_add_scopes_to_connections/migration.sql
-- AlterTable
ALTER TABLE "ApiConnection" ADD COLUMN     "scopes" TEXT[];
-- file: internal-packages/database/prisma/migrations/20230516171911_add_description_to_clients/migration.sql
-- AlterTable
ALTER TABLE "ApiConnectionClient" ADD COLUMN     "description" TEXT;
-- file: internal-packages/database/prisma/migrations/20230517105559_rename_job_connections_to_job_integrations/migration.sql
/*
  Warnings:

  - You are about to drop the `JobConnection` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropForeignKey
ALTER TABLE "JobConnection" DROP CONSTRAINT "JobConnection_apiConnectionClientId_fkey";

-- DropForeignKey
ALTER TABLE "JobConnection" DROP CONSTRAINT "JobConnection_jobId_fkey";

-- DropForeignKey
ALTER TABLE "JobConnection" DROP CONSTRAINT "JobConnection_versionId_fkey";

-- DropTable
DROP TABLE "JobConnection";

-- CreateTable
CREATE TABLE "JobIntegration" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "connectionMetadata" JSONB NOT NULL,
    "apiConnectionClientId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobIntegration_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "JobIntegration_versionId_key_key" ON "JobIntegration"("versionId", "key");

-- AddForeignKey
ALTER TABLE "JobIntegration" ADD CONSTRAINT "JobIntegration_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "JobVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobIntegration" ADD CONSTRAINT "JobIntegration_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobIntegration" ADD CONSTRAINT "JobIntegration_apiConnectionClientId_fkey" FOREIGN KEY ("apiConnectionClientId") REFERENCES "ApiConnectionClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230517105823_rename_connection_metadata/migration.sql
/*
  Warnings:

  - You are about to drop the column `connectionMetadata` on the `JobIntegration` table. All the data in the column will be lost.
  - Added the required column `metadata` to the `JobIntegration` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "JobIntegration" DROP COLUMN "connectionMetadata",
ADD COLUMN     "metadata" JSONB NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230517153909_add_dynamic_trigger_to_trigger_sources/migration.sql
-- AlterTable
ALTER TABLE "TriggerSource" ADD COLUMN     "dynamicTriggerId" TEXT;

-- AddForeignKey
ALTER TABLE "TriggerSource" ADD CONSTRAINT "TriggerSource_dynamicTriggerId_fkey" FOREIGN KEY ("dynamicTriggerId") REFERENCES "DynamicTrigger"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230517154918_add_dynamic_trigger_to_job_triggers/migration.sql
-- AlterTable
ALTER TABLE "JobTrigger" ADD COLUMN     "dynamicTriggerId" TEXT;

-- AddForeignKey
ALTER TABLE "JobTrigger" ADD CONSTRAINT "JobTrigger_dynamicTriggerId_fkey" FOREIGN KEY ("dynamicTriggerId") REFERENCES "DynamicTrigger"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230518134021_polymorphic_event_dispatching/migration.sql
/*
  Warnings:

  - You are about to drop the `JobTrigger` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropForeignKey
ALTER TABLE "JobTrigger" DROP CONSTRAINT "JobTrigger_dynamicTriggerId_fkey";

-- DropForeignKey
ALTER TABLE "JobTrigger" DROP CONSTRAINT "JobTrigger_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "JobTrigger" DROP CONSTRAINT "JobTrigger_externalAccountId_fkey";

-- DropForeignKey
ALTER TABLE "JobTrigger" DROP CONSTRAINT "JobTrigger_jobId_fkey";

-- DropForeignKey
ALTER TABLE "JobTrigger" DROP CONSTRAINT "JobTrigger_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "JobTrigger" DROP CONSTRAINT "JobTrigger_projectId_fkey";

-- DropForeignKey
ALTER TABLE "JobTrigger" DROP CONSTRAINT "JobTrigger_versionId_fkey";

-- DropTable
DROP TABLE "JobTrigger";

-- DropEnum
DROP TYPE "JobTriggerAction";

-- CreateTable
CREATE TABLE "EventDispatcher" (
    "id" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "payloadFilter" JSONB,
    "contextFilter" JSONB,
    "dispatchableId" TEXT NOT NULL,
    "dispatchable" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "environmentId" TEXT NOT NULL,

    CONSTRAINT "EventDispatcher_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "EventDispatcher_dispatchableId_environmentId_key" ON "EventDispatcher"("dispatchableId", "environmentId");

-- AddForeignKey
ALTER TABLE "EventDispatcher" ADD CONSTRAINT "EventDispatcher_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230519133020_add_dynamic_registrations/migration.sql
-- CreateTable
CREATE TABLE "DynamicTriggerRegistration" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "dynamicTriggerId" TEXT NOT NULL,
    "eventDispatcherId" TEXT NOT NULL,
    "sourceId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DynamicTriggerRegistration_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DynamicTriggerRegistration_key_dynamicTriggerId_key" ON "DynamicTriggerRegistration"("key", "dynamicTriggerId");

-- AddForeignKey
ALTER TABLE "DynamicTriggerRegistration" ADD CONSTRAINT "DynamicTriggerRegistration_dynamicTriggerId_fkey" FOREIGN KEY ("dynamicTriggerId") REFERENCES "DynamicTrigger"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DynamicTriggerRegistration" ADD CONSTRAINT "DynamicTriggerRegistration_eventDispatcherId_fkey" FOREIGN KEY ("eventDispatcherId") REFERENCES "EventDispatcher"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DynamicTriggerRegistration" ADD CONSTRAINT "DynamicTriggerRegistration_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "TriggerSource"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230522085325_make_secret_reference_provider_an_enum/migration.sql
/*
  Warnings:

  - The `provider` column on the `SecretReference` table would be dropped and recreated. This will lead to data loss if there is data in the column.

*/
-- CreateEnum
CREATE TYPE "SecretStoreProvider" AS ENUM ('DATABASE', 'AWS_PARAM_STORE');

-- AlterTable
ALTER TABLE "SecretReference" DROP COLUMN "provider",
ADD COLUMN     "provider" "SecretStoreProvider" NOT NULL DEFAULT 'DATABASE';
-- file: internal-packages/database/prisma/migrations/20230522114830_add_manual_to_event_dispatcher/migration.sql
-- AlterTable
ALTER TABLE "EventDispatcher" ADD COLUMN     "manual" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230522131952_create_schedule_sources_model/migration.sql
-- CreateTable
CREATE TABLE "ScheduleSource" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "schedule" JSONB NOT NULL,
    "environmentId" TEXT NOT NULL,
    "dispatcherId" TEXT NOT NULL,
    "lastEventTimestamp" TIMESTAMP(3),
    "workerJobId" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ScheduleSource_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ScheduleSource_key_environmentId_key" ON "ScheduleSource"("key", "environmentId");

-- AddForeignKey
ALTER TABLE "ScheduleSource" ADD CONSTRAINT "ScheduleSource_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScheduleSource" ADD CONSTRAINT "ScheduleSource_dispatcherId_fkey" FOREIGN KEY ("dispatcherId") REFERENCES "EventDispatcher"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230522140136_added_event_id_to_event_record/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[eventId,environmentId]` on the table `EventRecord` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `eventId` to the `EventRecord` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "EventRecord" ADD COLUMN     "eventId" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "EventRecord_eventId_environmentId_key" ON "EventRecord"("eventId", "environmentId");
-- file: internal-packages/database/prisma/migrations/20230523132431_add_type_to_dynamic_triggers/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[endpointId,slug,type]` on the table `DynamicTrigger` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateEnum
CREATE TYPE "DynamicTriggerType" AS ENUM ('EVENT', 'SCHEDULE');

-- DropIndex
DROP INDEX "DynamicTrigger_endpointId_slug_key";

-- AlterTable
ALTER TABLE "DynamicTrigger" ADD COLUMN     "type" "DynamicTriggerType" NOT NULL DEFAULT 'EVENT';

-- CreateIndex
CREATE UNIQUE INDEX "DynamicTrigger_endpointId_slug_type_key" ON "DynamicTrigger"("endpointId", "slug", "type");
-- file: internal-packages/database/prisma/migrations/20230523135129_add_metadata_to_schedules/migration.sql
-- AlterTable
ALTER TABLE "ScheduleSource" ADD COLUMN     "metadata" JSONB;
-- file: internal-packages/database/prisma/migrations/20230525103409_add_env_to_external_accounts/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[environmentId,identifier]` on the table `ExternalAccount` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `environmentId` to the `ExternalAccount` table without a default value. This is not possible if the table is not empty.

*/
-- DropIndex
DROP INDEX "ExternalAccount_organizationId_identifier_key";

-- AlterTable
ALTER TABLE "ExternalAccount" ADD COLUMN     "environmentId" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "ExternalAccount_environmentId_identifier_key" ON "ExternalAccount"("environmentId", "identifier");

-- AddForeignKey
ALTER TABLE "ExternalAccount" ADD CONSTRAINT "ExternalAccount_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230525110458_add_external_account_to_events/migration.sql
-- AlterTable
ALTER TABLE "EventRecord" ADD COLUMN     "externalAccountId" TEXT;

-- AddForeignKey
ALTER TABLE "EventRecord" ADD CONSTRAINT "EventRecord_externalAccountId_fkey" FOREIGN KEY ("externalAccountId") REFERENCES "ExternalAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230525110838_add_external_account_to_runs/migration.sql
-- AlterTable
ALTER TABLE "JobRun" ADD COLUMN     "externalAccountId" TEXT;

-- AddForeignKey
ALTER TABLE "JobRun" ADD CONSTRAINT "JobRun_externalAccountId_fkey" FOREIGN KEY ("externalAccountId") REFERENCES "ExternalAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230525111943_project_slug_added/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[slug]` on the table `Project` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `slug` to the `Project` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "slug" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "Project_slug_key" ON "Project"("slug");
-- file: internal-packages/database/prisma/migrations/20230525123241_add_external_account_to_schedule_sources/migration.sql
-- AlterTable
ALTER TABLE "ScheduleSource" ADD COLUMN     "externalAccountId" TEXT;

-- AddForeignKey
ALTER TABLE "ScheduleSource" ADD CONSTRAINT "ScheduleSource_externalAccountId_fkey" FOREIGN KEY ("externalAccountId") REFERENCES "ExternalAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230525124804_add_external_account_to_trigger_sources/migration.sql
-- AlterTable
ALTER TABLE "TriggerSource" ADD COLUMN     "externalAccountId" TEXT;

-- AddForeignKey
ALTER TABLE "TriggerSource" ADD CONSTRAINT "TriggerSource_externalAccountId_fkey" FOREIGN KEY ("externalAccountId") REFERENCES "ExternalAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230525134604_add_missing_connections/migration.sql
-- CreateTable
CREATE TABLE "MissingApiConnection" (
    "id" TEXT NOT NULL,
    "resolved" BOOLEAN NOT NULL DEFAULT false,
    "apiConnectionClientId" TEXT NOT NULL,
    "connectionType" "ApiConnectionType" NOT NULL DEFAULT 'DEVELOPER',
    "externalAccountId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MissingApiConnection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_JobRunToMissingApiConnection" (
    "A" TEXT NOT NULL,
    "B" TEXT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "MissingApiConnection_apiConnectionClientId_connectionType_e_key" ON "MissingApiConnection"("apiConnectionClientId", "connectionType", "externalAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "_JobRunToMissingApiConnection_AB_unique" ON "_JobRunToMissingApiConnection"("A", "B");

-- CreateIndex
CREATE INDEX "_JobRunToMissingApiConnection_B_index" ON "_JobRunToMissingApiConnection"("B");

-- AddForeignKey
ALTER TABLE "MissingApiConnection" ADD CONSTRAINT "MissingApiConnection_apiConnectionClientId_fkey" FOREIGN KEY ("apiConnectionClientId") REFERENCES "ApiConnectionClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MissingApiConnection" ADD CONSTRAINT "MissingApiConnection_externalAccountId_fkey" FOREIGN KEY ("externalAccountId") REFERENCES "ExternalAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_JobRunToMissingApiConnection" ADD CONSTRAINT "_JobRunToMissingApiConnection_A_fkey" FOREIGN KEY ("A") REFERENCES "JobRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_JobRunToMissingApiConnection" ADD CONSTRAINT "_JobRunToMissingApiConnection_B_fkey" FOREIGN KEY ("B") REFERENCES "MissingApiConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230525141420_add_waiting_on_missing_connections_statys/migration.sql
-- AlterEnum
ALTER TYPE "JobRunStatus" ADD VALUE 'WAITING_ON_CONNECTIONS';
-- file: internal-packages/database/prisma/migrations/20230530135120_task_added_connection_key/migration.sql
-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "connectionKey" TEXT;
-- file: internal-packages/database/prisma/migrations/20230531174211_user_marketing_emails/migration.sql
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "marketingEmails" BOOLEAN NOT NULL DEFAULT true;
-- file: internal-packages/database/prisma/migrations/20230601165125_add_org_member_invite/migration.sql
-- CreateTable
CREATE TABLE "OrgMemberInvite" (
    "id" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" "OrgMemberRole" NOT NULL DEFAULT 'MEMBER',
    "organizationId" TEXT NOT NULL,
    "inviterId" TEXT NOT NULL,
    "memberId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrgMemberInvite_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrgMemberInvite_token_key" ON "OrgMemberInvite"("token");

-- CreateIndex
CREATE UNIQUE INDEX "OrgMemberInvite_memberId_key" ON "OrgMemberInvite"("memberId");

-- AddForeignKey
ALTER TABLE "OrgMemberInvite" ADD CONSTRAINT "OrgMemberInvite_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrgMemberInvite" ADD CONSTRAINT "OrgMemberInvite_inviterId_fkey" FOREIGN KEY ("inviterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrgMemberInvite" ADD CONSTRAINT "OrgMemberInvite_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "OrgMember"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230601170659_invite_unique_orgid_email_constraint/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[organizationId,email]` on the table `OrgMemberInvite` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateIndex
CREATE UNIQUE INDEX "OrgMemberInvite_organizationId_email_key" ON "OrgMemberInvite"("organizationId", "email");
-- file: internal-packages/database/prisma/migrations/20230601170752_invite_remove_orgmember/migration.sql
/*
  Warnings:

  - You are about to drop the column `memberId` on the `OrgMemberInvite` table. All the data in the column will be lost.

*/
-- DropForeignKey
ALTER TABLE "OrgMemberInvite" DROP CONSTRAINT "OrgMemberInvite_memberId_fkey";

-- DropIndex
DROP INDEX "OrgMemberInvite_memberId_key";

-- AlterTable
ALTER TABLE "OrgMemberInvite" DROP COLUMN "memberId";
-- file: internal-packages/database/prisma/migrations/20230602110258_added_user_confirmed_basic_details/migration.sql
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "confirmedBasicDetails" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230602155844_keep_runtimeenvironment_when_orgmember_deleted/migration.sql
-- DropForeignKey
ALTER TABLE "RuntimeEnvironment" DROP CONSTRAINT "RuntimeEnvironment_orgMemberId_fkey";

-- AddForeignKey
ALTER TABLE "RuntimeEnvironment" ADD CONSTRAINT "RuntimeEnvironment_orgMemberId_fkey" FOREIGN KEY ("orgMemberId") REFERENCES "OrgMember"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230605123159_renamed_credentials_reference_to_custom_client_reference/migration.sql
/*
  Warnings:

  - You are about to drop the column `credentialsReferenceId` on the `ApiConnectionClient` table. All the data in the column will be lost.

*/
-- DropForeignKey
ALTER TABLE "ApiConnectionClient" DROP CONSTRAINT "ApiConnectionClient_credentialsReferenceId_fkey";

-- AlterTable
ALTER TABLE "ApiConnectionClient" DROP COLUMN "credentialsReferenceId",
ADD COLUMN     "clientType" "ApiConnectionType" NOT NULL DEFAULT 'DEVELOPER',
ADD COLUMN     "customClientReferenceId" TEXT;

-- AddForeignKey
ALTER TABLE "ApiConnectionClient" ADD CONSTRAINT "ApiConnectionClient_customClientReferenceId_fkey" FOREIGN KEY ("customClientReferenceId") REFERENCES "SecretReference"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230605144132_add_elements_to_job_versions/migration.sql
-- AlterTable
ALTER TABLE "JobVersion" ADD COLUMN     "elements" JSONB;
-- file: internal-packages/database/prisma/migrations/20230605155714_add_run_connection_to_tasks/migration.sql
/*
  Warnings:

  - You are about to drop the column `connectionKey` on the `Task` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Task" DROP COLUMN "connectionKey",
ADD COLUMN     "runConnectionId" TEXT;

-- AddForeignKey
ALTER TABLE "Task" ADD CONSTRAINT "Task_runConnectionId_fkey" FOREIGN KEY ("runConnectionId") REFERENCES "RunConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230605160520_add_style_to_tasks/migration.sql
-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "style" JSONB;
-- file: internal-packages/database/prisma/migrations/20230606081054_add_job_run_execution/migration.sql
-- CreateEnum
CREATE TYPE "JobRunExecutionReason" AS ENUM ('INITIAL', 'RETRY', 'RESUME');

-- CreateEnum
CREATE TYPE "JobRunExecutionStatus" AS ENUM ('PENDING', 'STARTED', 'SUCCESS', 'FAILURE');

-- CreateTable
CREATE TABLE "JobRunExecution" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "responseStatus" INTEGER,
    "responseHeaders" JSONB,
    "responseBody" TEXT,
    "reason" "JobRunExecutionReason" NOT NULL DEFAULT 'INITIAL',
    "status" "JobRunExecutionStatus" NOT NULL DEFAULT 'PENDING',

    CONSTRAINT "JobRunExecution_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "JobRunExecution_runId_number_key" ON "JobRunExecution"("runId", "number");

-- AddForeignKey
ALTER TABLE "JobRunExecution" ADD CONSTRAINT "JobRunExecution_runId_fkey" FOREIGN KEY ("runId") REFERENCES "JobRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230606081441_add_preprocess_job_execution_reason/migration.sql
-- AlterEnum
ALTER TYPE "JobRunExecutionReason" ADD VALUE 'PREPROCESS';
-- file: internal-packages/database/prisma/migrations/20230606081946_add_preprocess_runs_to_job_version/migration.sql
/*
  Warnings:

  - You are about to drop the column `latest` on the `JobVersion` table. All the data in the column will be lost.
  - You are about to drop the column `prepare` on the `JobVersion` table. All the data in the column will be lost.
  - You are about to drop the column `prepared` on the `JobVersion` table. All the data in the column will be lost.
  - You are about to drop the column `ready` on the `JobVersion` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "JobVersion" DROP COLUMN "latest",
DROP COLUMN "prepare",
DROP COLUMN "prepared",
DROP COLUMN "ready",
ADD COLUMN     "preprocessRuns" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230606082119_add_preprocess_to_runs/migration.sql
-- AlterTable
ALTER TABLE "JobRun" ADD COLUMN     "preprocess" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230606082719_add_preprocess_status_to_runs/migration.sql
-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "JobRunStatus" ADD VALUE 'PREPROCESSING';
ALTER TYPE "JobRunStatus" ADD VALUE 'ABORTED';
-- file: internal-packages/database/prisma/migrations/20230606120402_add_task_to_run_execution/migration.sql
-- AlterTable
ALTER TABLE "JobRunExecution" ADD COLUMN     "resumeTaskId" TEXT;

-- AddForeignKey
ALTER TABLE "JobRunExecution" ADD CONSTRAINT "JobRunExecution_resumeTaskId_fkey" FOREIGN KEY ("resumeTaskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230606122534_improve_run_execution_model/migration.sql
/*
  Warnings:

  - The values [INITIAL,RETRY,RESUME] on the enum `JobRunExecutionReason` will be removed. If these variants are still used in the database, this will fail.
  - You are about to drop the column `number` on the `JobRunExecution` table. All the data in the column will be lost.

*/
-- AlterEnum
BEGIN;
CREATE TYPE "JobRunExecutionReason_new" AS ENUM ('PREPROCESS', 'EXECUTE_JOB');
ALTER TABLE "JobRunExecution" ALTER COLUMN "reason" DROP DEFAULT;
ALTER TABLE "JobRunExecution" ALTER COLUMN "reason" TYPE "JobRunExecutionReason_new" USING ("reason"::text::"JobRunExecutionReason_new");
ALTER TYPE "JobRunExecutionReason" RENAME TO "JobRunExecutionReason_old";
ALTER TYPE "JobRunExecutionReason_new" RENAME TO "JobRunExecutionReason";
DROP TYPE "JobRunExecutionReason_old";
ALTER TABLE "JobRunExecution" ALTER COLUMN "reason" SET DEFAULT 'EXECUTE_JOB';
COMMIT;

-- DropIndex
DROP INDEX "JobRunExecution_runId_number_key";

-- AlterTable
ALTER TABLE "JobRunExecution" DROP COLUMN "number",
ADD COLUMN     "error" TEXT,
ADD COLUMN     "retryCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "retryDelayInMs" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "retryLimit" INTEGER NOT NULL DEFAULT 0,
ALTER COLUMN "reason" SET DEFAULT 'EXECUTE_JOB';
-- file: internal-packages/database/prisma/migrations/20230606132031_removed_http_responses_from_executions/migration.sql
/*
  Warnings:

  - You are about to drop the column `responseBody` on the `JobRunExecution` table. All the data in the column will be lost.
  - You are about to drop the column `responseHeaders` on the `JobRunExecution` table. All the data in the column will be lost.
  - You are about to drop the column `responseStatus` on the `JobRunExecution` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "JobRunExecution" DROP COLUMN "responseBody",
DROP COLUMN "responseHeaders",
DROP COLUMN "responseStatus";
-- file: internal-packages/database/prisma/migrations/20230608102125_scope_job_versions_to_environments/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[jobId,version,environmentId]` on the table `JobVersion` will be added. If there are existing duplicate values, this will fail.

*/
-- DropIndex
DROP INDEX "JobVersion_jobId_version_endpointId_key";

-- CreateIndex
CREATE UNIQUE INDEX "JobVersion_jobId_version_environmentId_key" ON "JobVersion"("jobId", "version", "environmentId");
-- file: internal-packages/database/prisma/migrations/20230608151823_scope_trigger_source_to_envs/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[key,environmentId]` on the table `TriggerSource` will be added. If there are existing duplicate values, this will fail.

*/
-- DropIndex
DROP INDEX "TriggerSource_key_endpointId_key";

-- CreateIndex
CREATE UNIQUE INDEX "TriggerSource_key_environmentId_key" ON "TriggerSource"("key", "environmentId");
-- file: internal-packages/database/prisma/migrations/20230609095323_rename_elements_to_properties/migration.sql
/*
  Warnings:

  - You are about to drop the column `elements` on the `JobRun` table. All the data in the column will be lost.
  - You are about to drop the column `elements` on the `JobVersion` table. All the data in the column will be lost.
  - You are about to drop the column `elements` on the `Task` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "JobRun" DROP COLUMN "elements",
ADD COLUMN     "properties" JSONB;

-- AlterTable
ALTER TABLE "JobVersion" DROP COLUMN "elements",
ADD COLUMN     "properties" JSONB;

-- AlterTable
ALTER TABLE "Task" DROP COLUMN "elements",
ADD COLUMN     "properties" JSONB;
-- file: internal-packages/database/prisma/migrations/20230609150207_add_graphile_job_id_to_executions/migration.sql
-- AlterTable
ALTER TABLE "JobRunExecution" ADD COLUMN     "graphileJobId" INTEGER;
-- file: internal-packages/database/prisma/migrations/20230609150822_add_graphile_job_id_string/migration.sql
-- AlterTable
ALTER TABLE "JobRunExecution" ALTER COLUMN "graphileJobId" SET DATA TYPE TEXT;
-- file: internal-packages/database/prisma/migrations/20230612150500_add_task_attempts/migration.sql
-- CreateEnum
CREATE TYPE "TaskAttemptStatus" AS ENUM ('PENDING', 'STARTED', 'COMPLETED', 'ERRORED');

-- CreateTable
CREATE TABLE "TaskAttempt" (
    "id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "taskId" TEXT NOT NULL,
    "status" "TaskAttemptStatus" NOT NULL DEFAULT 'PENDING',
    "error" TEXT,
    "runAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaskAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TaskAttempt_taskId_number_key" ON "TaskAttempt"("taskId", "number");

-- AddForeignKey
ALTER TABLE "TaskAttempt" ADD CONSTRAINT "TaskAttempt_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230613091640_event_example_table/migration.sql
-- CreateTable
CREATE TABLE "EventExample" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "jobVersionId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EventExample_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "EventExample_slug_jobVersionId_key" ON "EventExample"("slug", "jobVersionId");

-- AddForeignKey
ALTER TABLE "EventExample" ADD CONSTRAINT "EventExample_jobVersionId_fkey" FOREIGN KEY ("jobVersionId") REFERENCES "JobVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230613092902_event_example_payload/migration.sql
-- AlterTable
ALTER TABLE "EventExample" ADD COLUMN     "payload" JSONB;
-- file: internal-packages/database/prisma/migrations/20230613104234_event_example_added_name_icon/migration.sql
/*
  Warnings:

  - Added the required column `name` to the `EventExample` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "EventExample" ADD COLUMN     "icon" TEXT,
ADD COLUMN     "name" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230614103739_add_deploy_hook_identifier_to_endpoints/migration.sql
-- AlterTable
ALTER TABLE "Endpoint" ADD COLUMN     "deployHookIdentifier" TEXT;
-- file: internal-packages/database/prisma/migrations/20230614110359_rename_deploy_to_index/migration.sql
/*
  Warnings:

  - You are about to drop the column `deployHookIdentifier` on the `Endpoint` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Endpoint" DROP COLUMN "deployHookIdentifier",
ADD COLUMN     "indexingHookIdentifier" TEXT,
ADD COLUMN     "lastIndexedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20230614122553_create_endpoint_index_model/migration.sql
/*
  Warnings:

  - You are about to drop the column `lastIndexedAt` on the `Endpoint` table. All the data in the column will be lost.

*/
-- CreateEnum
CREATE TYPE "EndpointIndexSource" AS ENUM ('MANUAL', 'ENDPOINT_INITIATED', 'HOOK');

-- AlterTable
ALTER TABLE "Endpoint" DROP COLUMN "lastIndexedAt";

-- CreateTable
CREATE TABLE "EndpointIndex" (
    "id" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "source" "EndpointIndexSource" NOT NULL DEFAULT 'MANUAL',
    "reason" TEXT,
    "data" JSONB NOT NULL,
    "stats" JSONB NOT NULL,

    CONSTRAINT "EndpointIndex_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "EndpointIndex" ADD CONSTRAINT "EndpointIndex_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "Endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230614125945_add_source_data_to_endpoint_index/migration.sql
-- AlterTable
ALTER TABLE "EndpointIndex" ADD COLUMN     "sourceData" JSONB;
-- file: internal-packages/database/prisma/migrations/20230614135014_change_endpoint_source_enum/migration.sql
/*
  Warnings:

  - The values [ENDPOINT_INITIATED] on the enum `EndpointIndexSource` will be removed. If these variants are still used in the database, this will fail.

*/
-- AlterEnum
BEGIN;
CREATE TYPE "EndpointIndexSource_new" AS ENUM ('MANUAL', 'INTERNAL', 'HOOK');
ALTER TABLE "EndpointIndex" ALTER COLUMN "source" DROP DEFAULT;
ALTER TABLE "EndpointIndex" ALTER COLUMN "source" TYPE "EndpointIndexSource_new" USING ("source"::text::"EndpointIndexSource_new");
ALTER TYPE "EndpointIndexSource" RENAME TO "EndpointIndexSource_old";
ALTER TYPE "EndpointIndexSource_new" RENAME TO "EndpointIndexSource";
DROP TYPE "EndpointIndexSource_old";
ALTER TABLE "EndpointIndex" ALTER COLUMN "source" SET DEFAULT 'MANUAL';
COMMIT;
-- file: internal-packages/database/prisma/migrations/20230614141902_added_api_to_endpoint_index_source/migration.sql
-- AlterEnum
ALTER TYPE "EndpointIndexSource" ADD VALUE 'API';
-- file: internal-packages/database/prisma/migrations/20230615152126_revamp_integration_schema/migration.sql
/*
  Warnings:

  - You are about to drop the column `apiConnectionClientId` on the `JobIntegration` table. All the data in the column will be lost.
  - You are about to drop the column `metadata` on the `JobIntegration` table. All the data in the column will be lost.
  - You are about to drop the column `apiConnectionId` on the `RunConnection` table. All the data in the column will be lost.
  - You are about to drop the column `apiClientId` on the `TriggerSource` table. All the data in the column will be lost.
  - You are about to drop the `ApiConnection` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `ApiConnectionAttempt` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `ApiConnectionClient` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `MissingApiConnection` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `_JobRunToMissingApiConnection` table. If the table is not empty, all the data it contains will be lost.
  - Added the required column `integrationId` to the `JobIntegration` table without a default value. This is not possible if the table is not empty.
  - Added the required column `connectionId` to the `RunConnection` table without a default value. This is not possible if the table is not empty.

*/
-- CreateEnum
CREATE TYPE "IntegrationAuthSource" AS ENUM ('HOSTED', 'LOCAL');

-- CreateEnum
CREATE TYPE "ConnectionType" AS ENUM ('EXTERNAL', 'DEVELOPER');

-- DropForeignKey
ALTER TABLE "ApiConnection" DROP CONSTRAINT "ApiConnection_clientId_fkey";

-- DropForeignKey
ALTER TABLE "ApiConnection" DROP CONSTRAINT "ApiConnection_dataReferenceId_fkey";

-- DropForeignKey
ALTER TABLE "ApiConnection" DROP CONSTRAINT "ApiConnection_externalAccountId_fkey";

-- DropForeignKey
ALTER TABLE "ApiConnection" DROP CONSTRAINT "ApiConnection_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "ApiConnectionAttempt" DROP CONSTRAINT "ApiConnectionAttempt_clientId_fkey";

-- DropForeignKey
ALTER TABLE "ApiConnectionClient" DROP CONSTRAINT "ApiConnectionClient_customClientReferenceId_fkey";

-- DropForeignKey
ALTER TABLE "ApiConnectionClient" DROP CONSTRAINT "ApiConnectionClient_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "JobIntegration" DROP CONSTRAINT "JobIntegration_apiConnectionClientId_fkey";

-- DropForeignKey
ALTER TABLE "MissingApiConnection" DROP CONSTRAINT "MissingApiConnection_apiConnectionClientId_fkey";

-- DropForeignKey
ALTER TABLE "MissingApiConnection" DROP CONSTRAINT "MissingApiConnection_externalAccountId_fkey";

-- DropForeignKey
ALTER TABLE "RunConnection" DROP CONSTRAINT "RunConnection_apiConnectionId_fkey";

-- DropForeignKey
ALTER TABLE "TriggerSource" DROP CONSTRAINT "TriggerSource_apiClientId_fkey";

-- DropForeignKey
ALTER TABLE "_JobRunToMissingApiConnection" DROP CONSTRAINT "_JobRunToMissingApiConnection_A_fkey";

-- DropForeignKey
ALTER TABLE "_JobRunToMissingApiConnection" DROP CONSTRAINT "_JobRunToMissingApiConnection_B_fkey";

-- AlterTable
ALTER TABLE "JobIntegration" DROP COLUMN "apiConnectionClientId",
DROP COLUMN "metadata",
ADD COLUMN     "integrationId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "RunConnection" DROP COLUMN "apiConnectionId",
ADD COLUMN     "connectionId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "TriggerSource" DROP COLUMN "apiClientId",
ADD COLUMN     "integrationId" TEXT;

-- DropTable
DROP TABLE "ApiConnection";

-- DropTable
DROP TABLE "ApiConnectionAttempt";

-- DropTable
DROP TABLE "ApiConnectionClient";

-- DropTable
DROP TABLE "MissingApiConnection";

-- DropTable
DROP TABLE "_JobRunToMissingApiConnection";

-- DropEnum
DROP TYPE "ApiConnectionType";

-- CreateTable
CREATE TABLE "Integration" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "metadata" JSONB NOT NULL,
    "authSource" "IntegrationAuthSource" NOT NULL DEFAULT 'HOSTED',
    "authenticationDefinition" JSONB,
    "connectionType" "ConnectionType" NOT NULL DEFAULT 'DEVELOPER',
    "scopes" TEXT[],
    "customClientReferenceId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "organizationId" TEXT NOT NULL,

    CONSTRAINT "Integration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IntegrationConnection" (
    "id" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3),
    "metadata" JSONB NOT NULL,
    "scopes" TEXT[],
    "dataReferenceId" TEXT NOT NULL,
    "integrationId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "connectionType" "ConnectionType" NOT NULL DEFAULT 'DEVELOPER',
    "externalAccountId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IntegrationConnection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConnectionAttempt" (
    "id" TEXT NOT NULL,
    "securityCode" TEXT,
    "redirectTo" TEXT NOT NULL DEFAULT '/',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "integrationId" TEXT NOT NULL,

    CONSTRAINT "ConnectionAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MissingConnection" (
    "id" TEXT NOT NULL,
    "resolved" BOOLEAN NOT NULL DEFAULT false,
    "integrationId" TEXT NOT NULL,
    "connectionType" "ConnectionType" NOT NULL DEFAULT 'DEVELOPER',
    "externalAccountId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MissingConnection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_JobRunToMissingConnection" (
    "A" TEXT NOT NULL,
    "B" TEXT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "Integration_organizationId_slug_key" ON "Integration"("organizationId", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "MissingConnection_integrationId_connectionType_externalAcco_key" ON "MissingConnection"("integrationId", "connectionType", "externalAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "_JobRunToMissingConnection_AB_unique" ON "_JobRunToMissingConnection"("A", "B");

-- CreateIndex
CREATE INDEX "_JobRunToMissingConnection_B_index" ON "_JobRunToMissingConnection"("B");

-- AddForeignKey
ALTER TABLE "Integration" ADD CONSTRAINT "Integration_customClientReferenceId_fkey" FOREIGN KEY ("customClientReferenceId") REFERENCES "SecretReference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Integration" ADD CONSTRAINT "Integration_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IntegrationConnection" ADD CONSTRAINT "IntegrationConnection_dataReferenceId_fkey" FOREIGN KEY ("dataReferenceId") REFERENCES "SecretReference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IntegrationConnection" ADD CONSTRAINT "IntegrationConnection_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "Integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IntegrationConnection" ADD CONSTRAINT "IntegrationConnection_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IntegrationConnection" ADD CONSTRAINT "IntegrationConnection_externalAccountId_fkey" FOREIGN KEY ("externalAccountId") REFERENCES "ExternalAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectionAttempt" ADD CONSTRAINT "ConnectionAttempt_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "Integration"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobIntegration" ADD CONSTRAINT "JobIntegration_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "Integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RunConnection" ADD CONSTRAINT "RunConnection_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "IntegrationConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerSource" ADD CONSTRAINT "TriggerSource_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "Integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MissingConnection" ADD CONSTRAINT "MissingConnection_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "Integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MissingConnection" ADD CONSTRAINT "MissingConnection_externalAccountId_fkey" FOREIGN KEY ("externalAccountId") REFERENCES "ExternalAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_JobRunToMissingConnection" ADD CONSTRAINT "_JobRunToMissingConnection_A_fkey" FOREIGN KEY ("A") REFERENCES "JobRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_JobRunToMissingConnection" ADD CONSTRAINT "_JobRunToMissingConnection_B_fkey" FOREIGN KEY ("B") REFERENCES "MissingConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230616083056_add_integration_auth_method/migration.sql
/*
  Warnings:

  - You are about to drop the column `authenticationDefinition` on the `Integration` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Integration" DROP COLUMN "authenticationDefinition",
ADD COLUMN     "authMethodId" TEXT;

-- CreateTable
CREATE TABLE "IntegrationAuthMethod" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "identifier" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "client" JSONB,
    "config" JSONB,
    "scopes" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IntegrationAuthMethod_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "IntegrationAuthMethod_identifier_key_key" ON "IntegrationAuthMethod"("identifier", "key");

-- AddForeignKey
ALTER TABLE "Integration" ADD CONSTRAINT "Integration_authMethodId_fkey" FOREIGN KEY ("authMethodId") REFERENCES "IntegrationAuthMethod"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230616084406_remove_metadata_and_add_icon_to_integration/migration.sql
/*
  Warnings:

  - You are about to drop the column `metadata` on the `Integration` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Integration" DROP COLUMN "metadata",
ADD COLUMN     "icon" TEXT;
-- file: internal-packages/database/prisma/migrations/20230616093240_api_integration_vote_added/migration.sql
-- CreateTable
CREATE TABLE "ApiIntegrationVote" (
    "id" TEXT NOT NULL,
    "apiIdentifier" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ApiIntegrationVote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ApiIntegrationVote_apiIdentifier_userId_key" ON "ApiIntegrationVote"("apiIdentifier", "userId");

-- AddForeignKey
ALTER TABLE "ApiIntegrationVote" ADD CONSTRAINT "ApiIntegrationVote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230616094008_updating_run_connections_to_work_with_new_integrations/migration.sql
/*
  Warnings:

  - Added the required column `integrationId` to the `RunConnection` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "RunConnection" ADD COLUMN     "authSource" "IntegrationAuthSource" NOT NULL DEFAULT 'HOSTED',
ADD COLUMN     "integrationId" TEXT NOT NULL,
ALTER COLUMN "connectionId" DROP NOT NULL;

-- AddForeignKey
ALTER TABLE "RunConnection" ADD CONSTRAINT "RunConnection_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "Integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230616102332_make_trigger_source_integrations_required/migration.sql
/*
  Warnings:

  - Made the column `integrationId` on table `TriggerSource` required. This step will fail if there are existing NULL values in that column.

*/
-- AlterTable
ALTER TABLE "TriggerSource" ALTER COLUMN "integrationId" SET NOT NULL;
-- file: internal-packages/database/prisma/migrations/20230616103552_add_api_identifier_to_integrations/migration.sql
-- AlterTable
ALTER TABLE "Integration" ADD COLUMN     "apiIdentifier" TEXT NOT NULL DEFAULT 'unknown';
-- file: internal-packages/database/prisma/migrations/20230616104748_add_integration_definition/migration.sql
/*
  Warnings:

  - You are about to drop the column `icon` on the `Integration` table. All the data in the column will be lost.
  - Added the required column `definitionId` to the `Integration` table without a default value. This is not possible if the table is not empty.
  - Added the required column `definitionId` to the `IntegrationAuthMethod` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "Integration" DROP COLUMN "icon",
ADD COLUMN     "definitionId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "IntegrationAuthMethod" ADD COLUMN     "definitionId" TEXT NOT NULL;

-- CreateTable
CREATE TABLE "IntegrationDefinition" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "instructions" TEXT,

    CONSTRAINT "IntegrationDefinition_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "IntegrationAuthMethod" ADD CONSTRAINT "IntegrationAuthMethod_definitionId_fkey" FOREIGN KEY ("definitionId") REFERENCES "IntegrationDefinition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Integration" ADD CONSTRAINT "Integration_definitionId_fkey" FOREIGN KEY ("definitionId") REFERENCES "IntegrationDefinition"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230616104937_remove_api_identifier/migration.sql
/*
  Warnings:

  - You are about to drop the column `apiIdentifier` on the `Integration` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Integration" DROP COLUMN "apiIdentifier";
-- file: internal-packages/database/prisma/migrations/20230616105239_remove_duplicate_identifier_from_auth_method/migration.sql
/*
  Warnings:

  - You are about to drop the column `identifier` on the `IntegrationAuthMethod` table. All the data in the column will be lost.
  - A unique constraint covering the columns `[definitionId,key]` on the table `IntegrationAuthMethod` will be added. If there are existing duplicate values, this will fail.

*/
-- DropIndex
DROP INDEX "IntegrationAuthMethod_identifier_key_key";

-- AlterTable
ALTER TABLE "IntegrationAuthMethod" DROP COLUMN "identifier";

-- CreateIndex
CREATE UNIQUE INDEX "IntegrationAuthMethod_definitionId_key_key" ON "IntegrationAuthMethod"("definitionId", "key");
-- file: internal-packages/database/prisma/migrations/20230619100936_add_operation_to_task/migration.sql
-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "operation" TEXT;
-- file: internal-packages/database/prisma/migrations/20230627212239_add_source_context_to_event_record/migration.sql
-- AlterTable
ALTER TABLE "EventRecord" ADD COLUMN     "sourceContext" JSONB;
-- file: internal-packages/database/prisma/migrations/20230628100705_add_metadata_to_dynamic_trigger_registrations/migration.sql
-- AlterTable
ALTER TABLE "DynamicTriggerRegistration" ADD COLUMN     "metadata" JSONB;
-- file: internal-packages/database/prisma/migrations/20230628102426_add_dynamic_source_columns_to_trigger_source/migration.sql
-- AlterTable
ALTER TABLE "TriggerSource" ADD COLUMN     "dynamicSourceId" TEXT,
ADD COLUMN     "dynamicSourceMetadata" JSONB;
-- file: internal-packages/database/prisma/migrations/20230630093541_integration_added_setup_status/migration.sql
-- CreateEnum
CREATE TYPE "IntegrationSetupStatus" AS ENUM ('MISSING_FIELDS', 'COMPLETE');

-- AlterTable
ALTER TABLE "Integration" ADD COLUMN     "setupStatus" "IntegrationSetupStatus" NOT NULL DEFAULT 'COMPLETE';
-- file: internal-packages/database/prisma/migrations/20230630160813_integration_definition_packagename_description_help/migration.sql
-- AlterTable
ALTER TABLE "IntegrationAuthMethod" ADD COLUMN     "help" JSONB;

-- AlterTable
ALTER TABLE "IntegrationDefinition" ADD COLUMN     "description" TEXT,
ADD COLUMN     "packageName" TEXT NOT NULL DEFAULT '';
-- file: internal-packages/database/prisma/migrations/20230703152107_add_account_identifier_to_missing_connections/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[integrationId,connectionType,accountIdentifier]` on the table `MissingConnection` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "MissingConnection" ADD COLUMN     "accountIdentifier" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "MissingConnection_integrationId_connectionType_accountIdent_key" ON "MissingConnection"("integrationId", "connectionType", "accountIdentifier");
-- file: internal-packages/database/prisma/migrations/20230704094159_add_auto_enable_to_envs/migration.sql
-- AlterTable
ALTER TABLE "RuntimeEnvironment" ADD COLUMN     "autoEnableInternalSources" BOOLEAN NOT NULL DEFAULT true;
-- file: internal-packages/database/prisma/migrations/20230704094425_add_pk_api_key/migration.sql
-- AlterTable
ALTER TABLE "RuntimeEnvironment" ADD COLUMN     "pkApiKey" TEXT;
-- file: internal-packages/database/prisma/migrations/20230705151109_add_cloud_invitation_stuff/migration.sql
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "invitationCodeId" TEXT,
ADD COLUMN     "isCloudActivated" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "InvitationCode" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InvitationCode_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "InvitationCode_code_key" ON "InvitationCode"("code");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_invitationCodeId_fkey" FOREIGN KEY ("invitationCodeId") REFERENCES "InvitationCode"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230705152702_remove_is_cloud_activated/migration.sql
/*
  Warnings:

  - You are about to drop the column `isCloudActivated` on the `User` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "User" DROP COLUMN "isCloudActivated";
-- file: internal-packages/database/prisma/migrations/20230707101156_add_timestamps_to_jobs/migration.sql
-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
-- file: internal-packages/database/prisma/migrations/20230707105750_add_source_registration_job_to_dynamic_triggers/migration.sql
-- AlterTable
ALTER TABLE "DynamicTrigger" ADD COLUMN     "sourceRegistrationJobId" TEXT;

-- AddForeignKey
ALTER TABLE "DynamicTrigger" ADD CONSTRAINT "DynamicTrigger_sourceRegistrationJobId_fkey" FOREIGN KEY ("sourceRegistrationJobId") REFERENCES "JobVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230707122412_add_source_registration_job_to_trigger_sources/migration.sql
-- AlterTable
ALTER TABLE "TriggerSource" ADD COLUMN     "sourceRegistrationJobId" TEXT;

-- AddForeignKey
ALTER TABLE "TriggerSource" ADD CONSTRAINT "TriggerSource_sourceRegistrationJobId_fkey" FOREIGN KEY ("sourceRegistrationJobId") REFERENCES "JobVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230707145540_add_auth_identifier_to_user_table/migration.sql
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "authIdentifier" TEXT;
-- file: internal-packages/database/prisma/migrations/20230707145604_make_auth_identifier_unique/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[authIdentifier]` on the table `User` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateIndex
CREATE UNIQUE INDEX "User_authIdentifier_key" ON "User"("authIdentifier");
-- file: internal-packages/database/prisma/migrations/20230708193746_add_output_properties_to_tasks/migration.sql
-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "outputProperties" JSONB;
-- file: internal-packages/database/prisma/migrations/20230711175328_added_canceled_run_status/migration.sql
-- AlterEnum
ALTER TYPE "JobRunStatus" ADD VALUE 'CANCELED';
-- file: internal-packages/database/prisma/migrations/20230712075144_added_canceled_to_task_status/migration.sql
-- AlterEnum
ALTER TYPE "TaskStatus" ADD VALUE 'CANCELED';
-- file: internal-packages/database/prisma/migrations/20230712132529_added_relationship_between_schedule_source_and_dynamic_trigger/migration.sql
-- AlterTable
ALTER TABLE "ScheduleSource" ADD COLUMN     "dynamicTriggerId" TEXT;

-- AddForeignKey
ALTER TABLE "ScheduleSource" ADD CONSTRAINT "ScheduleSource_dynamicTriggerId_fkey" FOREIGN KEY ("dynamicTriggerId") REFERENCES "DynamicTrigger"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230716054029_is_retry_for_job_run_execution/migration.sql
-- AlterTable
ALTER TABLE "JobRunExecution" ADD COLUMN     "isRetry" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20230721124527_add_icon_to_integration_definition/migration.sql
-- AlterTable
ALTER TABLE "IntegrationDefinition" ADD COLUMN     "icon" TEXT;
-- file: internal-packages/database/prisma/migrations/20230724074140_changed/migration.sql
/*
  Warnings:

  - The `event` column on the `EventDispatcher` table would be dropped and recreated. This will lead to data loss if there is data in the column.

*/
-- AlterTable
-- Step 1: Create temporary column
ALTER TABLE "EventDispatcher"
ADD COLUMN temp_event TEXT[];

-- Step 2: Update temporary column
UPDATE "EventDispatcher"
SET temp_event = ARRAY[event];

-- Step 3: Drop original column
ALTER TABLE "EventDispatcher"
DROP COLUMN "event";

-- Step 4: Rename temporary column
ALTER TABLE "EventDispatcher"
RENAME COLUMN temp_event TO "event";

-- file: internal-packages/database/prisma/migrations/20230725161151_pk_api_key_unique_and_non_null/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[pkApiKey]` on the table `RuntimeEnvironment` will be added. If there are existing duplicate values, this will fail.
  - Made the column `pkApiKey` on table `RuntimeEnvironment` required. This step will fail if there are existing NULL values in that column.

*/
-- AlterTable
ALTER TABLE "RuntimeEnvironment" ALTER COLUMN "pkApiKey" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "RuntimeEnvironment_pkApiKey_key" ON "RuntimeEnvironment"("pkApiKey");
-- file: internal-packages/database/prisma/migrations/20230731142627_remove_user_access_token/migration.sql
/*
  Warnings:

  - You are about to drop the column `accessToken` on the `User` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "User" DROP COLUMN "accessToken";
-- file: internal-packages/database/prisma/migrations/20230731145332_add_version_to_secret_store/migration.sql
-- AlterTable
ALTER TABLE "SecretStore" ADD COLUMN     "version" TEXT NOT NULL DEFAULT '1';
-- file: internal-packages/database/prisma/migrations/20230814131639_added_cancelled_at_column_to_the_event_record_table/migration.sql
-- AlterTable
ALTER TABLE "EventRecord" ADD COLUMN     "cancelledAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20230821123033_trigger_source_option_added_for_multiple_event_dimensions/migration.sql
-- AlterTable
ALTER TABLE "TriggerSource" ADD COLUMN     "version" TEXT NOT NULL DEFAULT '1';

-- CreateTable
CREATE TABLE "TriggerSourceOption" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "sourceId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "registered" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "TriggerSourceOption_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TriggerSourceOption_name_value_sourceId_key" ON "TriggerSourceOption"("name", "value", "sourceId");

-- AddForeignKey
ALTER TABLE "TriggerSourceOption" ADD CONSTRAINT "TriggerSourceOption_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "TriggerSource"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Migrate TriggerSourceEvent to TriggerSourceOption
INSERT INTO "TriggerSourceOption" ("id", "name", "value", "sourceId", "createdAt", "updatedAt", "registered")
SELECT
    "id",
    'event', -- use the literal value "event"
    "name",
    "sourceId",
    "createdAt",
    CURRENT_TIMESTAMP,
    "registered"
FROM "TriggerSourceEvent";
-- file: internal-packages/database/prisma/migrations/20230821132604_remove_trigger_source_event_table/migration.sql
/*
  Warnings:

  - You are about to drop the `TriggerSourceEvent` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropForeignKey
ALTER TABLE "TriggerSourceEvent" DROP CONSTRAINT "TriggerSourceEvent_sourceId_fkey";

-- DropTable
DROP TABLE "TriggerSourceEvent";
-- file: internal-packages/database/prisma/migrations/20230822130655_add_status_to_job_version/migration.sql
-- CreateEnum
CREATE TYPE "JobVersionStatus" AS ENUM ('ACTIVE', 'DISABLED');

-- AlterTable
ALTER TABLE "JobVersion" ADD COLUMN     "status" "JobVersionStatus" NOT NULL DEFAULT 'ACTIVE';
-- file: internal-packages/database/prisma/migrations/20230823124049_add_deleted_at_to_jobs/migration.sql
-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "deletedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20230824191603_added_trigger_source_metadata/migration.sql
-- AlterTable
ALTER TABLE "TriggerSource" ADD COLUMN     "metadata" JSONB;
-- file: internal-packages/database/prisma/migrations/20230904145326_add_execution_columns_to_runs/migration.sql
-- AlterTable
ALTER TABLE "JobRun" ADD COLUMN     "executionCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "executionDuration" INTEGER NOT NULL DEFAULT 0;
-- file: internal-packages/database/prisma/migrations/20230904205457_add_max_run_execution_time_to_orgs/migration.sql
-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "maximumExecutionTimePerRunInMs" INTEGER NOT NULL DEFAULT 900000;
-- file: internal-packages/database/prisma/migrations/20230919124531_add_resolver_auth_source/migration.sql
-- AlterEnum
ALTER TYPE "IntegrationAuthSource" ADD VALUE 'RESOLVER';
-- file: internal-packages/database/prisma/migrations/20230919141017_added_job_run_status_record_table/migration.sql
-- CreateTable
CREATE TABLE "JobRunStatusRecord" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "state" TEXT,
    "data" JSONB,
    "history" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobRunStatusRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "JobRunStatusRecord_runId_key_key" ON "JobRunStatusRecord"("runId", "key");

-- AddForeignKey
ALTER TABLE "JobRunStatusRecord" ADD CONSTRAINT "JobRunStatusRecord_runId_fkey" FOREIGN KEY ("runId") REFERENCES "JobRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20230919150351_add_unresolved_auth_job_run_status/migration.sql
-- AlterEnum
ALTER TYPE "JobRunStatus" ADD VALUE 'UNRESOLVED_AUTH';
-- file: internal-packages/database/prisma/migrations/20230922205611_add_invalid_payload_run_status/migration.sql
-- AlterEnum
ALTER TYPE "JobRunStatus" ADD VALUE 'INVALID_PAYLOAD';
-- file: internal-packages/database/prisma/migrations/20230925174509_add_callback_url/migration.sql
-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "callbackUrl" TEXT;
-- file: internal-packages/database/prisma/migrations/20230927160010_add_data_migrations/migration.sql
-- CreateTable
CREATE TABLE "DataMigration" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "DataMigration_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DataMigration_name_key" ON "DataMigration"("name");
-- file: internal-packages/database/prisma/migrations/20230929100348_add_yielded_executions_to_job_run/migration.sql
-- AlterTable
ALTER TABLE "JobRun" ADD COLUMN     "yieldedExecutions" TEXT[];
-- file: internal-packages/database/prisma/migrations/20231003092741_add_version_to_endpoint/migration.sql
-- AlterTable
ALTER TABLE "Endpoint" ADD COLUMN     "version" TEXT NOT NULL DEFAULT 'unknown';
-- file: internal-packages/database/prisma/migrations/20231005064823_add_job_run_internal/migration.sql
-- AlterTable
ALTER TABLE "JobRun" ADD COLUMN     "internal" BOOLEAN NOT NULL DEFAULT false;

/*
  Backfill JobRun internal flag
*/
UPDATE "JobRun"
SET "internal" = "Job"."internal"
FROM "Job"
WHERE "JobRun"."jobId" = "Job"."id" AND "JobRun"."internal" = TRUE;
-- file: internal-packages/database/prisma/migrations/20231010115840_endpoint_index_status_added/migration.sql
-- CreateEnum
CREATE TYPE "EndpointIndexStatus" AS ENUM ('PENDING', 'STARTED', 'SUCCESS', 'FAILURE');

-- AlterTable
ALTER TABLE "EndpointIndex"
ADD COLUMN "status" "EndpointIndexStatus" NOT NULL DEFAULT 'PENDING';

-- Update all existing rows to be SUCCESS. This isn't correct because some of them have failed, but we don't want them to be PENDING.
UPDATE "EndpointIndex"
SET
  "status" = 'SUCCESS';
-- file: internal-packages/database/prisma/migrations/20231010120458_endpoint_index_data_and_stats_are_now_optional/migration.sql
-- AlterTable
ALTER TABLE "EndpointIndex" ALTER COLUMN "data" DROP NOT NULL,
ALTER COLUMN "stats" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20231010135433_endpoint_index_added_error_column/migration.sql
-- AlterTable
ALTER TABLE "EndpointIndex" ADD COLUMN     "error" JSONB;
-- file: internal-packages/database/prisma/migrations/20231011104302_add_run_chunk_column/migration.sql
-- AlterTable
ALTER TABLE "Endpoint" ADD COLUMN     "runChunkExecutionLimit" INTEGER NOT NULL DEFAULT 60;
-- file: internal-packages/database/prisma/migrations/20231011134840_add_auto_yielded_executions/migration.sql
-- CreateTable
CREATE TABLE "JobRunAutoYieldExecution" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "timeRemaining" INTEGER NOT NULL,
    "timeElapsed" INTEGER NOT NULL,
    "limit" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobRunAutoYieldExecution_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "JobRunAutoYieldExecution" ADD CONSTRAINT "JobRunAutoYieldExecution_runId_fkey" FOREIGN KEY ("runId") REFERENCES "JobRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20231011141302_add_location_to_auto_yield_executions/migration.sql
/*
  Warnings:

  - Added the required column `location` to the `JobRunAutoYieldExecution` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "JobRunAutoYieldExecution" ADD COLUMN     "location" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20231011145406_change_run_chunk_execution_limit_default/migration.sql
-- AlterTable
ALTER TABLE "Endpoint" ALTER COLUMN "runChunkExecutionLimit" SET DEFAULT 60000;
-- file: internal-packages/database/prisma/migrations/20231011213532_add_auto_yield_threshold_settings_to_endpoints/migration.sql
-- AlterTable
ALTER TABLE "Endpoint" ADD COLUMN     "afterCompleteTaskThreshold" INTEGER NOT NULL DEFAULT 750,
ADD COLUMN     "beforeCompleteTaskThreshold" INTEGER NOT NULL DEFAULT 750,
ADD COLUMN     "beforeExecuteTaskThreshold" INTEGER NOT NULL DEFAULT 1500,
ADD COLUMN     "startTaskThreshold" INTEGER NOT NULL DEFAULT 750;
-- file: internal-packages/database/prisma/migrations/20231013083144_add_next_event_timestamp_to_schedule_source/migration.sql
-- AlterTable
ALTER TABLE "ScheduleSource" ADD COLUMN     "nextEventTimestamp" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20231019123406_add_force_yield_immediately_to_runs/migration.sql
-- AlterTable
ALTER TABLE "JobRun" ADD COLUMN     "forceYieldImmediately" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20231020145127_add_sdk_version_to_endpoints/migration.sql
-- AlterTable
ALTER TABLE "Endpoint" ADD COLUMN     "sdkVersion" TEXT NOT NULL DEFAULT 'unknown';
-- file: internal-packages/database/prisma/migrations/20231023144342_added_event_record_payload_type_default_is_json/migration.sql
-- CreateEnum
CREATE TYPE "PayloadType" AS ENUM ('JSON', 'REQUEST');

-- AlterTable
ALTER TABLE "EventRecord" ADD COLUMN     "payloadType" "PayloadType" NOT NULL DEFAULT 'JSON';
-- file: internal-packages/database/prisma/migrations/20231023173456_added_trigger_http_endpoint_table/migration.sql
-- CreateTable
CREATE TABLE "TriggerHttpEndpoint" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "immediateResponseFilter" JSONB,
    "title" TEXT,
    "icon" TEXT,
    "properties" JSONB,
    "secretReferenceId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TriggerHttpEndpoint_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TriggerHttpEndpoint_key_environmentId_key" ON "TriggerHttpEndpoint"("key", "environmentId");

-- AddForeignKey
ALTER TABLE "TriggerHttpEndpoint" ADD CONSTRAINT "TriggerHttpEndpoint_secretReferenceId_fkey" FOREIGN KEY ("secretReferenceId") REFERENCES "SecretReference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerHttpEndpoint" ADD CONSTRAINT "TriggerHttpEndpoint_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerHttpEndpoint" ADD CONSTRAINT "TriggerHttpEndpoint_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20231024122540_http_endpoint_scoped_to_project_not_environment/migration.sql
/*
  Warnings:

  - You are about to drop the column `environmentId` on the `TriggerHttpEndpoint` table. All the data in the column will be lost.
  - A unique constraint covering the columns `[key,projectId]` on the table `TriggerHttpEndpoint` will be added. If there are existing duplicate values, this will fail.

*/
-- DropForeignKey
ALTER TABLE "TriggerHttpEndpoint" DROP CONSTRAINT "TriggerHttpEndpoint_environmentId_fkey";

-- DropIndex
DROP INDEX "TriggerHttpEndpoint_key_environmentId_key";

-- AlterTable
ALTER TABLE "TriggerHttpEndpoint" DROP COLUMN "environmentId",
ALTER COLUMN "active" SET DEFAULT false;

-- CreateIndex
CREATE UNIQUE INDEX "TriggerHttpEndpoint_key_projectId_key" ON "TriggerHttpEndpoint"("key", "projectId");
-- file: internal-packages/database/prisma/migrations/20231024122736_runtime_environment_shortcodes/migration.sql
-- Create your word arrays
DO $$
DECLARE 
  first_part text[] := ARRAY[
  'apple', 'banana', 'cherry', 'date', 'elderberry', 
  'fig', 'grape', 'honeydew', 'imbe', 'jackfruit', 
  'kumquat', 'lemon', 'mango', 'nectarine', 'orange', 
  'papaya', 'quince', 'raspberry', 'strawberry', 'tangerine', 
  'ugli', 'valencia', 'watermelon', 'xigua', 'yellowfruit', 
  'avocado', 'bean', 'carrot', 'daikon', 'endive', 
  'fennel', 'gourd', 'horseradish', 'iceplant', 'jalapeno', 
  'kale', 'lettuce', 'mushroom', 'nectar', 'onion', 
  'pea', 'quinoa', 'rutabaga', 'starfruit', 'tomato', 
  'uplandcress', 'voavanga', 'watercress', 'ximenia', 'yam'
];

second_part text[] := ARRAY[
  'zebra', 'anteater', 'buffalo', 'cheetah', 'dolphin',
  'elephant', 'flamingo', 'giraffe', 'horse', 'ibis',
  'jaguar', 'koala', 'lion', 'meerkat', 'numbat',
  'ocelot', 'penguin', 'quokka', 'rhinoceros', 'shark',
  'toucan', 'unicorn', 'viper', 'walrus', 'xenops',
  'yak', 'zebu', 'armadillo', 'bat', 'chameleon',
  'dingo', 'emu', 'fox', 'gorilla', 'hedgehog',
  'impala', 'jellyfish', 'kudu', 'llama', 'mongoose',
  'narwhal', 'octopus', 'panther', 'quail', 'rat',
  'squirrel', 'tiger', 'urchin', 'vulture', 'wombat',
  'xerus', 'yellowtail', 'zebrafish'
];

BEGIN
  -- Add the shortcode column to RuntimeEnvironment
  ALTER TABLE "RuntimeEnvironment"
  ADD COLUMN "shortcode" text;

  -- Populate the shortcode column
  UPDATE "RuntimeEnvironment"
  SET "shortcode" = (
    first_part[floor(random()*(array_length(first_part,1) - 1 + 1) + 1)] || '-' || 
    second_part[floor(random()*(array_length(second_part,1) - 1 + 1) + 1)]  || '-' || 
    SUBSTRING(MD5(RANDOM()::text), 1, 6)
  );

  -- Add uniqueness constraint
  CREATE UNIQUE INDEX "RuntimeEnvironment_projectId_shortcode_key" ON "RuntimeEnvironment"("projectId", "shortcode");
END $$;
-- file: internal-packages/database/prisma/migrations/20231025091939_trigger_http_endpoint_environment_created/migration.sql
/*
  Warnings:

  - You are about to drop the column `active` on the `TriggerHttpEndpoint` table. All the data in the column will be lost.
  - You are about to drop the column `immediateResponseFilter` on the `TriggerHttpEndpoint` table. All the data in the column will be lost.
  - Made the column `shortcode` on table `RuntimeEnvironment` required. This step will fail if there are existing NULL values in that column.

*/
-- AlterTable
ALTER TABLE "RuntimeEnvironment" ALTER COLUMN "shortcode" SET NOT NULL;

-- AlterTable
ALTER TABLE "TriggerHttpEndpoint" DROP COLUMN "active",
DROP COLUMN "immediateResponseFilter";

-- CreateTable
CREATE TABLE "TriggerHttpEndpointEnvironment" (
    "id" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "immediateResponseFilter" JSONB,
    "environmentId" TEXT NOT NULL,
    "httpEndpointId" TEXT NOT NULL,

    CONSTRAINT "TriggerHttpEndpointEnvironment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TriggerHttpEndpointEnvironment_environmentId_httpEndpointId_key" ON "TriggerHttpEndpointEnvironment"("environmentId", "httpEndpointId");

-- AddForeignKey
ALTER TABLE "TriggerHttpEndpointEnvironment" ADD CONSTRAINT "TriggerHttpEndpointEnvironment_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerHttpEndpointEnvironment" ADD CONSTRAINT "TriggerHttpEndpointEnvironment_httpEndpointId_fkey" FOREIGN KEY ("httpEndpointId") REFERENCES "TriggerHttpEndpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20231025144821_set_endpoint_run_chunk_execution_limit_from_60ms_to_60000ms/migration.sql
-- This updates any Endpoint runChunkExecutionLimit that were 60ms to be 60000ms
UPDATE "Endpoint"
SET
  "runChunkExecutionLimit" = 60000
WHERE
  "runChunkExecutionLimit" = 60;
-- file: internal-packages/database/prisma/migrations/20231026100653_added_skip_triggering_runs_to_trigger_http_endpoint_environment/migration.sql
-- AlterTable
ALTER TABLE "TriggerHttpEndpointEnvironment" ADD COLUMN     "skipTriggeringRuns" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20231026103218_add_endpoint_relation_to_http_endpoint_environment/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[endpointId,httpEndpointId]` on the table `TriggerHttpEndpointEnvironment` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `endpointId` to the `TriggerHttpEndpointEnvironment` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TriggerHttpEndpointEnvironment" ADD COLUMN     "endpointId" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "TriggerHttpEndpointEnvironment_endpointId_httpEndpointId_key" ON "TriggerHttpEndpointEnvironment"("endpointId", "httpEndpointId");

-- AddForeignKey
ALTER TABLE "TriggerHttpEndpointEnvironment" ADD CONSTRAINT "TriggerHttpEndpointEnvironment_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "Endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20231026103614_trigger_http_endpoint_environment_removed_the_environment_constraint/migration.sql
-- DropIndex
DROP INDEX "TriggerHttpEndpointEnvironment_environmentId_httpEndpointId_key";
-- file: internal-packages/database/prisma/migrations/20231026104408_trigger_http_endpoint_environment_added_the_environment_constraint_back_in/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[environmentId,httpEndpointId]` on the table `TriggerHttpEndpointEnvironment` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateIndex
CREATE UNIQUE INDEX "TriggerHttpEndpointEnvironment_environmentId_httpEndpointId_key" ON "TriggerHttpEndpointEnvironment"("environmentId", "httpEndpointId");
-- file: internal-packages/database/prisma/migrations/20231026165235_trigger_http_endpoint_environment_added_source/migration.sql
/*
  Warnings:

  - Added the required column `source` to the `TriggerHttpEndpointEnvironment` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TriggerHttpEndpointEnvironment" ADD COLUMN     "source" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20231028193441_prepare_for_invoke_trigger/migration.sql
-- CreateEnum
CREATE TYPE "JobRunSubscriptionRecipientMethod" AS ENUM ('WEBHOOK');

-- CreateEnum
CREATE TYPE "JobRunSubscriptionStatus" AS ENUM ('ACTIVE', 'INACTIVE');

-- CreateEnum
CREATE TYPE "JobRunSubscriptionEvents" AS ENUM ('SUCCESS', 'FAILURE');

-- AlterTable
ALTER TABLE "EventRecord" ADD COLUMN     "internal" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "JobRunSubscription" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "recipientMethod" "JobRunSubscriptionRecipientMethod" NOT NULL DEFAULT 'WEBHOOK',
    "event" "JobRunSubscriptionEvents" NOT NULL,
    "status" "JobRunSubscriptionStatus" NOT NULL DEFAULT 'ACTIVE',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deliveredAt" TIMESTAMP(3),

    CONSTRAINT "JobRunSubscription_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "JobRunSubscription" ADD CONSTRAINT "JobRunSubscription_runId_fkey" FOREIGN KEY ("runId") REFERENCES "JobRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20231101105021_add_child_execution_mode_to_tasks/migration.sql
-- CreateEnum
CREATE TYPE "TaskChildExecutionMode" AS ENUM ('SEQUENTIAL', 'PARALLEL');

-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "childExecutionMode" "TaskChildExecutionMode" NOT NULL DEFAULT 'SEQUENTIAL';
-- file: internal-packages/database/prisma/migrations/20231101202056_trigger_http_endpoint_environment_added_created_at_updated_at/migration.sql
/*
  Warnings:

  - Added the required column `updatedAt` to the `TriggerHttpEndpointEnvironment` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TriggerHttpEndpointEnvironment" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL;
-- file: internal-packages/database/prisma/migrations/20231102143530_added_relationships_between_event_record_and_trigger_http_endpoint_trigger_http_endpoint_environment/migration.sql
-- AlterTable
ALTER TABLE "EventRecord" ADD COLUMN     "httpEndpointEnvironmentId" TEXT,
ADD COLUMN     "httpEndpointId" TEXT;

-- AddForeignKey
ALTER TABLE "EventRecord" ADD CONSTRAINT "EventRecord_httpEndpointId_fkey" FOREIGN KEY ("httpEndpointId") REFERENCES "TriggerHttpEndpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventRecord" ADD CONSTRAINT "EventRecord_httpEndpointEnvironmentId_fkey" FOREIGN KEY ("httpEndpointEnvironmentId") REFERENCES "TriggerHttpEndpointEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20231102171207_job_version_added_trigger_link_and_trigger_help/migration.sql
-- AlterTable
ALTER TABLE "JobVersion" ADD COLUMN     "triggerHelp" JSONB,
ADD COLUMN     "triggerLink" TEXT;
-- file: internal-packages/database/prisma/migrations/20231107134830_add_context_to_tasks/migration.sql
-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "context" JSONB;
-- file: internal-packages/database/prisma/migrations/20231109122305_add_external_account_to_dispatcher/migration.sql
-- AlterTable
ALTER TABLE "EventDispatcher" ADD COLUMN     "externalAccountId" TEXT;

-- AddForeignKey
ALTER TABLE "EventDispatcher" ADD CONSTRAINT "EventDispatcher_externalAccountId_fkey" FOREIGN KEY ("externalAccountId") REFERENCES "ExternalAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20231113151412_add_output_is_undefined/migration.sql
-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "outputIsUndefined" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20231115134828_add_events_schema_and_tables/migration.sql
CREATE SCHEMA IF NOT EXISTS triggerdotdev_events;

DROP TABLE IF EXISTS triggerdotdev_events.run_executions;

CREATE TABLE triggerdotdev_events.run_executions (
  id SERIAL PRIMARY KEY,
  organization_id TEXT NOT NULL,
  project_id TEXT NOT NULL,
  environment_id TEXT NOT NULL,
  job_id TEXT NOT NULL,
  run_id TEXT NOT NULL,
  event_time TIMESTAMPTZ NOT NULL DEFAULT now(),
  event_type INT NOT NULL,
  drift_amount_in_ms INT NOT NULL DEFAULT 0
);

CREATE INDEX ON triggerdotdev_events.run_executions (event_time);
-- file: internal-packages/database/prisma/migrations/20231115142936_add_webhook_source/migration.sql
-- CreateTable
CREATE TABLE "Webhook" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "params" JSONB,
    "config" JSONB,
    "desiredConfig" JSONB,
    "httpEndpointId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "integrationId" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Webhook_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KeyValueItem" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "environmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KeyValueItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Webhook_httpEndpointId_key" ON "Webhook"("httpEndpointId");

-- CreateIndex
CREATE UNIQUE INDEX "Webhook_key_projectId_key" ON "Webhook"("key", "projectId");

-- CreateIndex
CREATE INDEX "KeyValueItem_key_idx" ON "KeyValueItem" USING HASH ("key");

-- CreateIndex
CREATE UNIQUE INDEX "KeyValueItem_environmentId_key_key" ON "KeyValueItem"("environmentId", "key");

-- AddForeignKey
ALTER TABLE "Webhook" ADD CONSTRAINT "Webhook_httpEndpointId_fkey" FOREIGN KEY ("httpEndpointId") REFERENCES "TriggerHttpEndpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Webhook" ADD CONSTRAINT "Webhook_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Webhook" ADD CONSTRAINT "Webhook_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Webhook" ADD CONSTRAINT "Webhook_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "Integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KeyValueItem" ADD CONSTRAINT "KeyValueItem_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20231116113235_add_unique_index_on_job_run_sub/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[runId,recipient,event]` on the table `JobRunSubscription` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterEnum
ALTER TYPE "JobRunSubscriptionRecipientMethod" ADD VALUE 'ENDPOINT';

-- CreateIndex
CREATE UNIQUE INDEX "JobRunSubscription_runId_recipient_event_key" ON "JobRunSubscription"("runId", "recipient", "event");
-- file: internal-packages/database/prisma/migrations/20231117145312_add_additional_run_statuses/migration.sql
-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "JobRunStatus" ADD VALUE 'EXECUTING';
ALTER TYPE "JobRunStatus" ADD VALUE 'WAITING_TO_CONTINUE';
ALTER TYPE "JobRunStatus" ADD VALUE 'WAITING_TO_EXECUTE';
-- file: internal-packages/database/prisma/migrations/20231120163155_add_webhook_environment/migration.sql
/*
  Warnings:

  - You are about to drop the column `config` on the `Webhook` table. All the data in the column will be lost.
  - You are about to drop the column `desiredConfig` on the `Webhook` table. All the data in the column will be lost.
  - You are about to drop the column `environmentId` on the `Webhook` table. All the data in the column will be lost.

*/
-- DropForeignKey
ALTER TABLE "Webhook" DROP CONSTRAINT "Webhook_environmentId_fkey";

-- AlterTable
ALTER TABLE "Webhook" DROP COLUMN "config",
DROP COLUMN "desiredConfig",
DROP COLUMN "environmentId";

-- CreateTable
CREATE TABLE "WebhookEnvironment" (
    "id" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "config" JSONB,
    "desiredConfig" JSONB,
    "environmentId" TEXT NOT NULL,
    "webhookId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebhookEnvironment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WebhookEnvironment_environmentId_webhookId_key" ON "WebhookEnvironment"("environmentId", "webhookId");

-- AddForeignKey
ALTER TABLE "WebhookEnvironment" ADD CONSTRAINT "WebhookEnvironment_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookEnvironment" ADD CONSTRAINT "WebhookEnvironment_webhookId_fkey" FOREIGN KEY ("webhookId") REFERENCES "Webhook"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20231121144353_make_job_run_number_optional/migration.sql
-- AlterTable
ALTER TABLE "JobRun" ALTER COLUMN "number" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20231121154359_add_job_counter_table/migration.sql
-- CreateTable
CREATE TABLE "JobCounter" (
    "jobId" TEXT NOT NULL,
    "lastNumber" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "JobCounter_pkey" PRIMARY KEY ("jobId")
);
-- file: internal-packages/database/prisma/migrations/20231121154545_seed_job_counter_tables/migration.sql
-- This is an empty migration.
INSERT INTO
  "JobCounter" ("jobId", "lastNumber")
SELECT
  "jobId",
  MAX(number)
FROM
  "JobRun"
GROUP BY
  "jobId";
-- file: internal-packages/database/prisma/migrations/20231121155237_change_kv_value_to_bytes/migration.sql
/*
  Warnings:

  - Changed the type of `value` on the `KeyValueItem` table. No cast exists, the column would be dropped and recreated, which cannot be done if there is data, since the column is required.

*/
-- AlterTable
ALTER TABLE "KeyValueItem" DROP COLUMN "value",
ADD COLUMN     "value" BYTEA NOT NULL;
-- file: internal-packages/database/prisma/migrations/20231122091927_add_webhook_request_delivery/migration.sql
/*
  Warnings:

  - Added the required column `endpointId` to the `WebhookEnvironment` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "WebhookEnvironment" ADD COLUMN     "endpointId" TEXT NOT NULL;

-- CreateTable
CREATE TABLE "WebhookRequestDelivery" (
    "id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "headers" JSONB NOT NULL,
    "body" BYTEA,
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "error" TEXT,
    "webhookId" TEXT NOT NULL,
    "webhookEnvironmentId" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deliveredAt" TIMESTAMP(3),

    CONSTRAINT "WebhookRequestDelivery_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "WebhookEnvironment" ADD CONSTRAINT "WebhookEnvironment_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "Endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookRequestDelivery" ADD CONSTRAINT "WebhookRequestDelivery_webhookId_fkey" FOREIGN KEY ("webhookId") REFERENCES "Webhook"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookRequestDelivery" ADD CONSTRAINT "WebhookRequestDelivery_webhookEnvironmentId_fkey" FOREIGN KEY ("webhookEnvironmentId") REFERENCES "WebhookEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookRequestDelivery" ADD CONSTRAINT "WebhookRequestDelivery_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "Endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20231122105932_add_env_to_webhook_delivery/migration.sql
/*
  Warnings:

  - Added the required column `environmentId` to the `WebhookRequestDelivery` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "WebhookRequestDelivery" ADD COLUMN     "environmentId" TEXT NOT NULL;

-- AddForeignKey
ALTER TABLE "WebhookRequestDelivery" ADD CONSTRAINT "WebhookRequestDelivery_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20231122151126_add_delivery_numbers/migration.sql
/*
  Warnings:

  - Added the required column `number` to the `WebhookRequestDelivery` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "WebhookRequestDelivery" ADD COLUMN     "number" INTEGER NOT NULL;

-- CreateTable
CREATE TABLE "WebhookDeliveryCounter" (
    "webhookId" TEXT NOT NULL,
    "lastNumber" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "WebhookDeliveryCounter_pkey" PRIMARY KEY ("webhookId")
);
-- file: internal-packages/database/prisma/migrations/20231122210707_add_concurrency_limit_tables_and_columns/migration.sql
-- AlterTable
ALTER TABLE "JobRun" ADD COLUMN     "concurrencyLimitGroupId" TEXT;

-- AlterTable
ALTER TABLE "JobVersion" ADD COLUMN     "concurrencyLimit" INTEGER,
ADD COLUMN     "concurrencyLimitGroupId" TEXT;

-- CreateTable
CREATE TABLE "ConcurrencyLimitGroup" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "concurrencyLimit" INTEGER NOT NULL,
    "environmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ConcurrencyLimitGroup_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ConcurrencyLimitGroup_environmentId_name_key" ON "ConcurrencyLimitGroup"("environmentId", "name");

-- AddForeignKey
ALTER TABLE "JobVersion" ADD CONSTRAINT "JobVersion_concurrencyLimitGroupId_fkey" FOREIGN KEY ("concurrencyLimitGroupId") REFERENCES "ConcurrencyLimitGroup"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConcurrencyLimitGroup" ADD CONSTRAINT "ConcurrencyLimitGroup_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobRun" ADD CONSTRAINT "JobRun_concurrencyLimitGroupId_fkey" FOREIGN KEY ("concurrencyLimitGroupId") REFERENCES "ConcurrencyLimitGroup"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20231122212600_make_job_queues_optional/migration.sql
-- DropForeignKey
ALTER TABLE "JobRun" DROP CONSTRAINT "JobRun_queueId_fkey";

-- DropForeignKey
ALTER TABLE "JobVersion" DROP CONSTRAINT "JobVersion_queueId_fkey";

-- AlterTable
ALTER TABLE "JobRun" ALTER COLUMN "queueId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "JobVersion" ALTER COLUMN "queueId" DROP NOT NULL;

-- AddForeignKey
ALTER TABLE "JobVersion" ADD CONSTRAINT "JobVersion_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "JobQueue"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobRun" ADD CONSTRAINT "JobRun_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "JobQueue"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20231123113308_remove_concurrency_group_from_run/migration.sql
/*
  Warnings:

  - You are about to drop the column `concurrencyLimitGroupId` on the `JobRun` table. All the data in the column will be lost.

*/
-- DropForeignKey
ALTER TABLE "JobRun" DROP CONSTRAINT "JobRun_concurrencyLimitGroupId_fkey";

-- AlterTable
ALTER TABLE "JobRun" DROP COLUMN "concurrencyLimitGroupId";
-- file: internal-packages/database/prisma/migrations/20231123115015_add_concurrency_limit_group_id_to_run_executions/migration.sql
ALTER TABLE
  "triggerdotdev_events"."run_executions"
ADD
  COLUMN "concurrency_limit_group_id" text;
-- file: internal-packages/database/prisma/migrations/20231124131123_add_referral_source_and_company_size/migration.sql
-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "companySize" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "referralSource" TEXT;
-- file: internal-packages/database/prisma/migrations/20231204163703_add_composite_index_to_triggerdotdev_events_to_speed_up_organization_queries/migration.sql
CREATE INDEX idx_event_time_organization_id ON triggerdotdev_events.run_executions (event_time, organization_id);
-- file: internal-packages/database/prisma/migrations/20231206205233_add_execution_failure_count_to_runs/migration.sql
-- AlterTable
ALTER TABLE "JobRun" ADD COLUMN     "executionFailureCount" INTEGER NOT NULL DEFAULT 0;
-- file: internal-packages/database/prisma/migrations/20231214103115_add_tunnel_id_to_runtime_environment/migration.sql
-- AlterTable
ALTER TABLE "RuntimeEnvironment" ADD COLUMN     "tunnelId" TEXT;
-- file: internal-packages/database/prisma/migrations/20240111142421_created_personal_access_token_and_authorization_code_tables/migration.sql
-- CreateTable
CREATE TABLE "AuthorizationCode" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "personalAccessTokenId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AuthorizationCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PersonalAccessToken" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "lastAccessedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PersonalAccessToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AuthorizationCode_code_key" ON "AuthorizationCode"("code");

-- CreateIndex
CREATE UNIQUE INDEX "PersonalAccessToken_token_key" ON "PersonalAccessToken"("token");

-- AddForeignKey
ALTER TABLE "AuthorizationCode" ADD CONSTRAINT "AuthorizationCode_personalAccessTokenId_fkey" FOREIGN KEY ("personalAccessTokenId") REFERENCES "PersonalAccessToken"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PersonalAccessToken" ADD CONSTRAINT "PersonalAccessToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240111143407_encrypt_the_personal_access_token_in_the_database/migration.sql
/*
  Warnings:

  - You are about to drop the column `token` on the `PersonalAccessToken` table. All the data in the column will be lost.
  - A unique constraint covering the columns `[encryptedToken]` on the table `PersonalAccessToken` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `encryptedToken` to the `PersonalAccessToken` table without a default value. This is not possible if the table is not empty.

*/
-- DropIndex
DROP INDEX "PersonalAccessToken_token_key";

-- AlterTable
ALTER TABLE "PersonalAccessToken" DROP COLUMN "token",
ADD COLUMN     "encryptedToken" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "PersonalAccessToken_encryptedToken_key" ON "PersonalAccessToken"("encryptedToken");
-- file: internal-packages/database/prisma/migrations/20240111144844_encrypted_token_now_json_and_added_obfuscated_token_column/migration.sql
/*
  Warnings:

  - Added the required column `obfuscatedToken` to the `PersonalAccessToken` table without a default value. This is not possible if the table is not empty.
  - Changed the type of `encryptedToken` on the `PersonalAccessToken` table. No cast exists, the column would be dropped and recreated, which cannot be done if there is data, since the column is required.

*/
-- DropIndex
DROP INDEX "PersonalAccessToken_encryptedToken_key";

-- AlterTable
ALTER TABLE "PersonalAccessToken" ADD COLUMN     "obfuscatedToken" TEXT NOT NULL,
DROP COLUMN "encryptedToken",
ADD COLUMN     "encryptedToken" JSONB NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240111151921_added_hashed_token_column_which_will_be_used_for_search/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[hashedToken]` on the table `PersonalAccessToken` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `hashedToken` to the `PersonalAccessToken` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "PersonalAccessToken" ADD COLUMN     "hashedToken" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "PersonalAccessToken_hashedToken_key" ON "PersonalAccessToken"("hashedToken");
-- file: internal-packages/database/prisma/migrations/20240115160657_add_external_ref_to_projects/migration.sql
ALTER TABLE
  "Project"
ADD
  COLUMN "externalRef" TEXT;

-- Populate the externalRef column
UPDATE
  "Project"
SET
  "externalRef" = MD5(RANDOM() :: text);

-- Make the externalRef column non-nullable
ALTER TABLE
  "Project"
ALTER COLUMN
  "externalRef"
SET
  NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "Project_externalRef_key" ON "Project"("externalRef");
-- file: internal-packages/database/prisma/migrations/20240116115734_add_background_worker_models/migration.sql
-- CreateTable
CREATE TABLE "BackgroundWorker" (
    "id" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "metadata" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BackgroundWorker_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BackgroundWorkerTask" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "filePath" TEXT NOT NULL,
    "exportName" TEXT NOT NULL,
    "workerId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BackgroundWorkerTask_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BackgroundWorker_projectId_runtimeEnvironmentId_version_key" ON "BackgroundWorker"("projectId", "runtimeEnvironmentId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "BackgroundWorkerTask_workerId_slug_key" ON "BackgroundWorkerTask"("workerId", "slug");

-- AddForeignKey
ALTER TABLE "BackgroundWorker" ADD CONSTRAINT "BackgroundWorker_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackgroundWorker" ADD CONSTRAINT "BackgroundWorker_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackgroundWorkerTask" ADD CONSTRAINT "BackgroundWorkerTask_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES "BackgroundWorker"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackgroundWorkerTask" ADD CONSTRAINT "BackgroundWorkerTask_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackgroundWorkerTask" ADD CONSTRAINT "BackgroundWorkerTask_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240116162443_added_organization_runs_enabled_column/migration.sql
-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "runsEnabled" BOOLEAN NOT NULL DEFAULT true;
-- file: internal-packages/database/prisma/migrations/20240116163753_add_task_run_model/migration.sql
-- CreateEnum
CREATE TYPE "TaskRunStatus" AS ENUM ('PENDING', 'EXECUTING', 'PAUSED', 'FAILED', 'CANCELED', 'COMPLETED');

-- CreateTable
CREATE TABLE "TaskRun" (
    "id" TEXT NOT NULL,
    "externalRef" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "payloadType" TEXT NOT NULL DEFAULT 'JSON',
    "context" JSONB,
    "status" "TaskRunStatus" NOT NULL DEFAULT 'PENDING',
    "runtimeEnvironmentId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "backgroundWorkerId" TEXT,
    "backgroundWorkerTaskId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),

    CONSTRAINT "TaskRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TaskRun_externalRef_key" ON "TaskRun"("externalRef");

-- CreateIndex
CREATE UNIQUE INDEX "TaskRun_runtimeEnvironmentId_idempotencyKey_key" ON "TaskRun"("runtimeEnvironmentId", "idempotencyKey");

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_backgroundWorkerId_fkey" FOREIGN KEY ("backgroundWorkerId") REFERENCES "BackgroundWorker"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_backgroundWorkerTaskId_fkey" FOREIGN KEY ("backgroundWorkerTaskId") REFERENCES "BackgroundWorkerTask"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240116165157_add_task_identifier_to_task_runs/migration.sql
/*
  Warnings:

  - Added the required column `taskIdentifier` to the `TaskRun` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "taskIdentifier" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240118155050_add_completion_columns_to_task_runs/migration.sql
/*
  Warnings:

  - Added the required column `output` to the `TaskRun` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "completedAt" TIMESTAMP(3),
ADD COLUMN     "error" TEXT,
ADD COLUMN     "output" TEXT NOT NULL,
ADD COLUMN     "outputType" TEXT NOT NULL DEFAULT 'JSON';
-- file: internal-packages/database/prisma/migrations/20240118155439_change_payload_output_type_defaults/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ALTER COLUMN "payloadType" SET DEFAULT 'application/json',
ALTER COLUMN "outputType" SET DEFAULT 'application/json';
-- file: internal-packages/database/prisma/migrations/20240118160024_make_task_run_output_optional/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ALTER COLUMN "output" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240123093539_add_content_hash_to_background_worker/migration.sql
/*
  Warnings:

  - Added the required column `contentHash` to the `BackgroundWorker` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "BackgroundWorker" ADD COLUMN     "contentHash" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240123193905_restructure_task_runs_with_attempts/migration.sql
/*
  Warnings:

  - You are about to drop the column `backgroundWorkerId` on the `TaskRun` table. All the data in the column will be lost.
  - You are about to drop the column `backgroundWorkerTaskId` on the `TaskRun` table. All the data in the column will be lost.
  - You are about to drop the column `completedAt` on the `TaskRun` table. All the data in the column will be lost.
  - You are about to drop the column `error` on the `TaskRun` table. All the data in the column will be lost.
  - You are about to drop the column `externalRef` on the `TaskRun` table. All the data in the column will be lost.
  - You are about to drop the column `output` on the `TaskRun` table. All the data in the column will be lost.
  - You are about to drop the column `outputType` on the `TaskRun` table. All the data in the column will be lost.
  - You are about to drop the column `startedAt` on the `TaskRun` table. All the data in the column will be lost.
  - You are about to drop the column `status` on the `TaskRun` table. All the data in the column will be lost.

*/
-- CreateEnum
CREATE TYPE "TaskRunAttemptStatus" AS ENUM ('PENDING', 'EXECUTING', 'PAUSED', 'FAILED', 'CANCELED', 'COMPLETED');

-- DropForeignKey
ALTER TABLE "TaskRun" DROP CONSTRAINT "TaskRun_backgroundWorkerId_fkey";

-- DropForeignKey
ALTER TABLE "TaskRun" DROP CONSTRAINT "TaskRun_backgroundWorkerTaskId_fkey";

-- DropIndex
DROP INDEX "TaskRun_externalRef_key";

-- AlterTable
ALTER TABLE "TaskRun" DROP COLUMN "backgroundWorkerId",
DROP COLUMN "backgroundWorkerTaskId",
DROP COLUMN "completedAt",
DROP COLUMN "error",
DROP COLUMN "externalRef",
DROP COLUMN "output",
DROP COLUMN "outputType",
DROP COLUMN "startedAt",
DROP COLUMN "status",
ADD COLUMN     "lockedAt" TIMESTAMP(3),
ADD COLUMN     "lockedById" TEXT;

-- DropEnum
DROP TYPE "TaskRunStatus";

-- CreateTable
CREATE TABLE "TaskTag" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TaskTag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaskRunAttempt" (
    "id" TEXT NOT NULL,
    "number" INTEGER NOT NULL DEFAULT 0,
    "taskRunId" TEXT NOT NULL,
    "backgroundWorkerId" TEXT NOT NULL,
    "backgroundWorkerTaskId" TEXT NOT NULL,
    "status" "TaskRunAttemptStatus" NOT NULL DEFAULT 'PENDING',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "error" TEXT,
    "output" TEXT,
    "outputType" TEXT NOT NULL DEFAULT 'application/json',

    CONSTRAINT "TaskRunAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_TaskRunToTaskTag" (
    "A" TEXT NOT NULL,
    "B" TEXT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "TaskTag_projectId_name_key" ON "TaskTag"("projectId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "TaskRunAttempt_taskRunId_number_key" ON "TaskRunAttempt"("taskRunId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "_TaskRunToTaskTag_AB_unique" ON "_TaskRunToTaskTag"("A", "B");

-- CreateIndex
CREATE INDEX "_TaskRunToTaskTag_B_index" ON "_TaskRunToTaskTag"("B");

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_lockedById_fkey" FOREIGN KEY ("lockedById") REFERENCES "BackgroundWorkerTask"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskTag" ADD CONSTRAINT "TaskTag_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRunAttempt" ADD CONSTRAINT "TaskRunAttempt_taskRunId_fkey" FOREIGN KEY ("taskRunId") REFERENCES "TaskRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRunAttempt" ADD CONSTRAINT "TaskRunAttempt_backgroundWorkerId_fkey" FOREIGN KEY ("backgroundWorkerId") REFERENCES "BackgroundWorker"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRunAttempt" ADD CONSTRAINT "TaskRunAttempt_backgroundWorkerTaskId_fkey" FOREIGN KEY ("backgroundWorkerTaskId") REFERENCES "BackgroundWorkerTask"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_TaskRunToTaskTag" ADD CONSTRAINT "_TaskRunToTaskTag_A_fkey" FOREIGN KEY ("A") REFERENCES "TaskRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_TaskRunToTaskTag" ADD CONSTRAINT "_TaskRunToTaskTag_B_fkey" FOREIGN KEY ("B") REFERENCES "TaskTag"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240124104013_add_friendly_id_to_v3_tables/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[friendlyId]` on the table `BackgroundWorker` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[friendlyId]` on the table `BackgroundWorkerTask` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[friendlyId]` on the table `TaskRun` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[friendlyId]` on the table `TaskRunAttempt` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[friendlyId]` on the table `TaskTag` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `friendlyId` to the `BackgroundWorker` table without a default value. This is not possible if the table is not empty.
  - Added the required column `friendlyId` to the `BackgroundWorkerTask` table without a default value. This is not possible if the table is not empty.
  - Added the required column `friendlyId` to the `TaskRun` table without a default value. This is not possible if the table is not empty.
  - Added the required column `friendlyId` to the `TaskRunAttempt` table without a default value. This is not possible if the table is not empty.
  - Added the required column `friendlyId` to the `TaskTag` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "BackgroundWorker" ADD COLUMN     "friendlyId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "BackgroundWorkerTask" ADD COLUMN     "friendlyId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "friendlyId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "TaskRunAttempt" ADD COLUMN     "friendlyId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "TaskTag" ADD COLUMN     "friendlyId" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "BackgroundWorker_friendlyId_key" ON "BackgroundWorker"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "BackgroundWorkerTask_friendlyId_key" ON "BackgroundWorkerTask"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "TaskRun_friendlyId_key" ON "TaskRun"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "TaskRunAttempt_friendlyId_key" ON "TaskRunAttempt"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "TaskTag_friendlyId_key" ON "TaskTag"("friendlyId");
-- file: internal-packages/database/prisma/migrations/20240124122331_convert_task_attempt_error_to_json/migration.sql
/*
  Warnings:

  - The `error` column on the `TaskRunAttempt` table would be dropped and recreated. This will lead to data loss if there is data in the column.

*/
-- AlterTable
ALTER TABLE "TaskRunAttempt" DROP COLUMN "error",
ADD COLUMN     "error" JSONB;
-- file: internal-packages/database/prisma/migrations/20240126130139_add_locked_to_version_to_task_runs/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "lockedToVersionId" TEXT;

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_lockedToVersionId_fkey" FOREIGN KEY ("lockedToVersionId") REFERENCES "BackgroundWorker"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240126204658_add_parent_attempt_to_task_runs/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "parentAttemptId" TEXT;

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_parentAttemptId_fkey" FOREIGN KEY ("parentAttemptId") REFERENCES "TaskRunAttempt"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240129140944_endpoint_deleted_at_column/migration.sql
-- AlterTable
ALTER TABLE "Endpoint" ADD COLUMN     "deletedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20240129161848_endpoint_nullable_slug_instead_of_deletedat_column/migration.sql
/*
  Warnings:

  - You are about to drop the column `deletedAt` on the `Endpoint` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Endpoint" DROP COLUMN "deletedAt",
ALTER COLUMN "url" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240130165343_add_composite_index_to_job_run_for_job_id_and_created_at/migration.sql
CREATE INDEX idx_jobrun_jobId_createdAt ON "public"."JobRun" ("jobId", "createdAt" DESC);
-- file: internal-packages/database/prisma/migrations/20240130205109_add_trace_context_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "traceContext" JSONB;
-- file: internal-packages/database/prisma/migrations/20240131105237_project_deleted_at/migration.sql
-- DropIndex
DROP INDEX "idx_jobrun_jobid_createdat";

-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "deletedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20240202115155_added_job_run_index_back_in_using_prisma_schema/migration.sql
-- CreateIndex
CREATE INDEX "idx_jobrun_jobId_createdAt" ON "JobRun"("jobId", "createdAt" DESC);
-- file: internal-packages/database/prisma/migrations/20240206112723_organization_deleted_at/migration.sql
-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "deletedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20240206133516_integration_connections_can_be_disabled/migration.sql
-- AlterTable
ALTER TABLE "IntegrationConnection" ADD COLUMN     "enabled" BOOLEAN NOT NULL DEFAULT true;
-- file: internal-packages/database/prisma/migrations/20240207174021_add_unified_task_event_model/migration.sql
-- CreateEnum
CREATE TYPE "TaskEventLevel" AS ENUM ('TRACE', 'DEBUG', 'LOG', 'INFO', 'WARN', 'ERROR');

-- CreateEnum
CREATE TYPE "TaskEventKind" AS ENUM ('UNSPECIFIED', 'INTERNAL', 'SERVER', 'CLIENT', 'PRODUCER', 'CONSUMER', 'UNRECOGNIZED', 'LOG');

-- CreateEnum
CREATE TYPE "TaskEventStatus" AS ENUM ('UNSET', 'OK', 'ERROR', 'UNRECOGNIZED');

-- CreateTable
CREATE TABLE "TaskEvent" (
    "id" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "traceId" TEXT NOT NULL,
    "spanId" TEXT NOT NULL,
    "parentId" TEXT,
    "tracestate" TEXT,
    "serviceName" TEXT NOT NULL,
    "serviceNamespace" TEXT NOT NULL,
    "level" "TaskEventLevel" NOT NULL DEFAULT 'TRACE',
    "kind" "TaskEventKind" NOT NULL DEFAULT 'INTERNAL',
    "status" "TaskEventStatus" NOT NULL DEFAULT 'UNSET',
    "links" JSONB,
    "events" JSONB,
    "startTime" TIMESTAMP(3) NOT NULL,
    "durationInMs" INTEGER NOT NULL DEFAULT 0,
    "attemptId" TEXT NOT NULL,
    "attemptNumber" INTEGER NOT NULL,
    "environmentId" TEXT NOT NULL,
    "environmentSlug" TEXT NOT NULL,
    "environmentType" "RuntimeEnvironmentType" NOT NULL,
    "organizationId" TEXT NOT NULL,
    "organizationName" TEXT NOT NULL,
    "organizationSlug" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "projectName" TEXT NOT NULL,
    "projectRef" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "taskId" TEXT NOT NULL,
    "taskSlug" TEXT NOT NULL,
    "taskPath" TEXT NOT NULL,
    "taskExportName" TEXT NOT NULL,
    "metadataStringKeys" TEXT[],
    "metadataStringValues" TEXT[],
    "metadataNumberKeys" TEXT[],
    "metadataNumberValues" INTEGER[],
    "metadataBooleanKeys" TEXT[],
    "metadataBooleanValues" BOOLEAN[],

    CONSTRAINT "TaskEvent_pkey" PRIMARY KEY ("id")
);
-- file: internal-packages/database/prisma/migrations/20240207195749_move_event_data_to_json/migration.sql
/*
  Warnings:

  - You are about to drop the column `metadataBooleanKeys` on the `TaskEvent` table. All the data in the column will be lost.
  - You are about to drop the column `metadataBooleanValues` on the `TaskEvent` table. All the data in the column will be lost.
  - You are about to drop the column `metadataNumberKeys` on the `TaskEvent` table. All the data in the column will be lost.
  - You are about to drop the column `metadataNumberValues` on the `TaskEvent` table. All the data in the column will be lost.
  - You are about to drop the column `metadataStringKeys` on the `TaskEvent` table. All the data in the column will be lost.
  - You are about to drop the column `metadataStringValues` on the `TaskEvent` table. All the data in the column will be lost.
  - Added the required column `eventData` to the `TaskEvent` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TaskEvent" DROP COLUMN "metadataBooleanKeys",
DROP COLUMN "metadataBooleanValues",
DROP COLUMN "metadataNumberKeys",
DROP COLUMN "metadataNumberValues",
DROP COLUMN "metadataStringKeys",
DROP COLUMN "metadataStringValues",
ADD COLUMN     "eventData" JSONB NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240208124114_changes_to_the_task_event_schema/migration.sql
/*
  Warnings:

  - You are about to drop the column `attemptNumber` on the `TaskEvent` table. All the data in the column will be lost.
  - You are about to drop the column `environmentSlug` on the `TaskEvent` table. All the data in the column will be lost.
  - You are about to drop the column `eventData` on the `TaskEvent` table. All the data in the column will be lost.
  - You are about to drop the column `organizationName` on the `TaskEvent` table. All the data in the column will be lost.
  - You are about to drop the column `organizationSlug` on the `TaskEvent` table. All the data in the column will be lost.
  - You are about to drop the column `projectName` on the `TaskEvent` table. All the data in the column will be lost.
  - You are about to drop the column `taskId` on the `TaskEvent` table. All the data in the column will be lost.
  - Added the required column `properties` to the `TaskEvent` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TaskEvent" DROP COLUMN "attemptNumber",
DROP COLUMN "environmentSlug",
DROP COLUMN "eventData",
DROP COLUMN "organizationName",
DROP COLUMN "organizationSlug",
DROP COLUMN "projectName",
DROP COLUMN "taskId",
ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "isError" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "isPartial" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "metadata" JSONB,
ADD COLUMN     "output" JSONB,
ADD COLUMN     "properties" JSONB NOT NULL,
ADD COLUMN     "style" JSONB,
ALTER COLUMN "attemptId" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240208133710_use_bigint_for_event_durations/migration.sql
/*
  Warnings:

  - You are about to drop the column `durationInMs` on the `TaskEvent` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "TaskEvent" DROP COLUMN "durationInMs",
ADD COLUMN     "duration" BIGINT NOT NULL DEFAULT 0;
-- file: internal-packages/database/prisma/migrations/20240209110749_convert_task_fields_to_optional/migration.sql
-- AlterTable
ALTER TABLE "TaskEvent" ALTER COLUMN "taskPath" DROP NOT NULL,
ALTER COLUMN "taskExportName" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240209121123_add_task_run_trace_columns/migration.sql
/*
  Warnings:

  - Added the required column `spanId` to the `TaskRun` table without a default value. This is not possible if the table is not empty.
  - Added the required column `traceId` to the `TaskRun` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "spanId" TEXT NOT NULL,
ADD COLUMN     "traceId" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240209153602_add_worker_columns_to_task_event/migration.sql
-- AlterTable
ALTER TABLE "TaskEvent" ADD COLUMN     "workerId" TEXT,
ADD COLUMN     "workerVersion" TEXT;
-- file: internal-packages/database/prisma/migrations/20240212174757_project_version/migration.sql
-- CreateEnum
CREATE TYPE "ProjectVersion" AS ENUM ('V2', 'V3');

-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "version" "ProjectVersion" NOT NULL DEFAULT 'V2';
-- file: internal-packages/database/prisma/migrations/20240213134217_added_sdk_version_and_cli_version_to_background_worker/migration.sql
-- AlterTable
ALTER TABLE "BackgroundWorker" ADD COLUMN     "cliVersion" TEXT NOT NULL DEFAULT 'unknown',
ADD COLUMN     "sdkVersion" TEXT NOT NULL DEFAULT 'unknown';
-- file: internal-packages/database/prisma/migrations/20240213141507_add_task_queues_model/migration.sql
-- CreateEnum
CREATE TYPE "TaskQueueType" AS ENUM ('VIRTUAL', 'NAMED');

-- CreateTable
CREATE TABLE "TaskQueue" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" "TaskQueueType" NOT NULL DEFAULT 'VIRTUAL',
    "projectId" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "concurrencyLimit" INTEGER,
    "rateLimit" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaskQueue_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TaskQueue_friendlyId_key" ON "TaskQueue"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "TaskQueue_runtimeEnvironmentId_name_key" ON "TaskQueue"("runtimeEnvironmentId", "name");

-- AddForeignKey
ALTER TABLE "TaskQueue" ADD CONSTRAINT "TaskQueue_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskQueue" ADD CONSTRAINT "TaskQueue_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240213154458_add_image_details/migration.sql
-- CreateTable
CREATE TABLE "ImageDetails" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "contentHash" TEXT NOT NULL,
    "tag" TEXT NOT NULL,
    "backgroundWorkerId" TEXT,
    "projectId" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "metadata" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ImageDetails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ImageDetails_friendlyId_key" ON "ImageDetails"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "ImageDetails_projectId_runtimeEnvironmentId_tag_key" ON "ImageDetails"("projectId", "runtimeEnvironmentId", "tag");

-- AddForeignKey
ALTER TABLE "ImageDetails" ADD CONSTRAINT "ImageDetails_backgroundWorkerId_fkey" FOREIGN KEY ("backgroundWorkerId") REFERENCES "BackgroundWorker"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImageDetails" ADD CONSTRAINT "ImageDetails_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImageDetails" ADD CONSTRAINT "ImageDetails_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240214172901_add_concurrency_key_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "concurrencyKey" TEXT;
-- file: internal-packages/database/prisma/migrations/20240214173404_add_queue_options_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "queue" JSONB;
-- file: internal-packages/database/prisma/migrations/20240214174325_associate_task_runs_with_task_queues/migration.sql
/*
  Warnings:

  - You are about to drop the column `queue` on the `TaskRun` table. All the data in the column will be lost.
  - Added the required column `queueId` to the `TaskRun` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TaskRun" DROP COLUMN "queue",
ADD COLUMN     "queueId" TEXT NOT NULL;

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "TaskQueue"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240214175158_add_queue_properties_to_events/migration.sql
-- AlterTable
ALTER TABLE "TaskEvent" ADD COLUMN     "queueId" TEXT,
ADD COLUMN     "queueName" TEXT;
-- file: internal-packages/database/prisma/migrations/20240214180324_remove_task_queue_relationship_from_task_runs/migration.sql
/*
  Warnings:

  - You are about to drop the column `queueId` on the `TaskRun` table. All the data in the column will be lost.
  - Added the required column `queue` to the `TaskRun` table without a default value. This is not possible if the table is not empty.

*/
-- DropForeignKey
ALTER TABLE "TaskRun" DROP CONSTRAINT "TaskRun_queueId_fkey";

-- AlterTable
ALTER TABLE "TaskRun" DROP COLUMN "queueId",
ADD COLUMN     "queue" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240214180709_add_queue_relationship_to_task_run_attempts/migration.sql
/*
  Warnings:

  - Added the required column `queueId` to the `TaskRunAttempt` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TaskRunAttempt" ADD COLUMN     "queueId" TEXT NOT NULL;

-- AddForeignKey
ALTER TABLE "TaskRunAttempt" ADD CONSTRAINT "TaskRunAttempt_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "TaskQueue"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240215113146_added_task_run_counter/migration.sql
-- CreateTable
CREATE TABLE "TaskRunCounter" (
    "taskIdentifier" TEXT NOT NULL,
    "lastNumber" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "TaskRunCounter_pkey" PRIMARY KEY ("taskIdentifier")
);
-- file: internal-packages/database/prisma/migrations/20240215113618_added_number_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "number" INTEGER NOT NULL DEFAULT 0;
-- file: internal-packages/database/prisma/migrations/20240220165410_add_attempt_number_to_task_events/migration.sql
-- AlterTable
ALTER TABLE "TaskEvent" ADD COLUMN     "attemptNumber" INTEGER;
-- file: internal-packages/database/prisma/migrations/20240221140555_add_queue_and_retry_config_to_background_worker_tasks/migration.sql
-- AlterTable
ALTER TABLE "BackgroundWorkerTask" ADD COLUMN     "queueConfig" JSONB,
ADD COLUMN     "retryConfig" JSONB;
-- file: internal-packages/database/prisma/migrations/20240223115106_batch_trigger_models/migration.sql
/*
  Warnings:

  - You are about to drop the column `parentAttemptId` on the `TaskRun` table. All the data in the column will be lost.

*/
-- CreateEnum
CREATE TYPE "BatchTaskRunItemStatus" AS ENUM ('PENDING', 'FAILED', 'CANCELED', 'COMPLETED');

-- DropForeignKey
ALTER TABLE "TaskRun" DROP CONSTRAINT "TaskRun_parentAttemptId_fkey";

-- AlterTable
ALTER TABLE "TaskRun" DROP COLUMN "parentAttemptId";

-- CreateTable
CREATE TABLE "TaskRunDependency" (
    "id" TEXT NOT NULL,
    "taskRunId" TEXT NOT NULL,
    "dependentAttemptId" TEXT,
    "dependentBatchRunId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaskRunDependency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BatchTaskRun" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "taskIdentifier" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "dependentTaskAttemptId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BatchTaskRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BatchTaskRunItem" (
    "id" TEXT NOT NULL,
    "status" "BatchTaskRunItemStatus" NOT NULL DEFAULT 'PENDING',
    "batchTaskRunId" TEXT NOT NULL,
    "taskRunId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BatchTaskRunItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TaskRunDependency_taskRunId_key" ON "TaskRunDependency"("taskRunId");

-- CreateIndex
CREATE UNIQUE INDEX "TaskRunDependency_dependentAttemptId_key" ON "TaskRunDependency"("dependentAttemptId");

-- CreateIndex
CREATE UNIQUE INDEX "BatchTaskRun_friendlyId_key" ON "BatchTaskRun"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "BatchTaskRun_dependentTaskAttemptId_key" ON "BatchTaskRun"("dependentTaskAttemptId");

-- CreateIndex
CREATE UNIQUE INDEX "BatchTaskRun_runtimeEnvironmentId_idempotencyKey_key" ON "BatchTaskRun"("runtimeEnvironmentId", "idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "BatchTaskRunItem_taskRunId_key" ON "BatchTaskRunItem"("taskRunId");

-- CreateIndex
CREATE UNIQUE INDEX "BatchTaskRunItem_batchTaskRunId_taskRunId_key" ON "BatchTaskRunItem"("batchTaskRunId", "taskRunId");

-- AddForeignKey
ALTER TABLE "TaskRunDependency" ADD CONSTRAINT "TaskRunDependency_taskRunId_fkey" FOREIGN KEY ("taskRunId") REFERENCES "TaskRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRunDependency" ADD CONSTRAINT "TaskRunDependency_dependentAttemptId_fkey" FOREIGN KEY ("dependentAttemptId") REFERENCES "TaskRunAttempt"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRunDependency" ADD CONSTRAINT "TaskRunDependency_dependentBatchRunId_fkey" FOREIGN KEY ("dependentBatchRunId") REFERENCES "BatchTaskRun"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BatchTaskRun" ADD CONSTRAINT "BatchTaskRun_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BatchTaskRun" ADD CONSTRAINT "BatchTaskRun_dependentTaskAttemptId_fkey" FOREIGN KEY ("dependentTaskAttemptId") REFERENCES "TaskRunAttempt"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BatchTaskRunItem" ADD CONSTRAINT "BatchTaskRunItem_batchTaskRunId_fkey" FOREIGN KEY ("batchTaskRunId") REFERENCES "BatchTaskRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BatchTaskRunItem" ADD CONSTRAINT "BatchTaskRunItem_taskRunId_fkey" FOREIGN KEY ("taskRunId") REFERENCES "TaskRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240223121156_added_environment_variable_and_environment_variable_value_tables/migration.sql
-- CreateTable
CREATE TABLE "EnvironmentVariable" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EnvironmentVariable_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EnvironmentVariableValue" (
    "id" TEXT NOT NULL,
    "valueReferenceId" TEXT,
    "variableId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EnvironmentVariableValue_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "EnvironmentVariable_projectId_key_key" ON "EnvironmentVariable"("projectId", "key");

-- CreateIndex
CREATE UNIQUE INDEX "EnvironmentVariableValue_variableId_environmentId_key" ON "EnvironmentVariableValue"("variableId", "environmentId");

-- AddForeignKey
ALTER TABLE "EnvironmentVariable" ADD CONSTRAINT "EnvironmentVariable_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnvironmentVariableValue" ADD CONSTRAINT "EnvironmentVariableValue_valueReferenceId_fkey" FOREIGN KEY ("valueReferenceId") REFERENCES "SecretReference"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnvironmentVariableValue" ADD CONSTRAINT "EnvironmentVariableValue_variableId_fkey" FOREIGN KEY ("variableId") REFERENCES "EnvironmentVariable"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnvironmentVariableValue" ADD CONSTRAINT "EnvironmentVariableValue_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240224132039_change_image_details_unique_constraint/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[projectId,runtimeEnvironmentId,contentHash]` on the table `ImageDetails` will be added. If there are existing duplicate values, this will fail.

*/
-- DropIndex
DROP INDEX "ImageDetails_projectId_runtimeEnvironmentId_tag_key";

-- CreateIndex
CREATE UNIQUE INDEX "ImageDetails_projectId_runtimeEnvironmentId_contentHash_key" ON "ImageDetails"("projectId", "runtimeEnvironmentId", "contentHash");
-- file: internal-packages/database/prisma/migrations/20240227142146_environment_variable_added_friendly_id/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[friendlyId]` on the table `EnvironmentVariable` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `friendlyId` to the `EnvironmentVariable` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "EnvironmentVariable" ADD COLUMN     "friendlyId" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "EnvironmentVariable_friendlyId_key" ON "EnvironmentVariable"("friendlyId");
-- file: internal-packages/database/prisma/migrations/20240227144742_task_run_added_is_test/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "isTest" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20240227170811_add_is_cancelled_to_task_events/migration.sql
-- AlterTable
ALTER TABLE "TaskEvent" ADD COLUMN     "isCancelled" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20240228114913_add_checkpoint_model/migration.sql
-- CreateEnum
CREATE TYPE "CheckpointType" AS ENUM ('DOCKER', 'KUBERNETES');

-- CreateTable
CREATE TABLE "Checkpoint" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "type" "CheckpointType" NOT NULL,
    "location" TEXT NOT NULL,
    "reason" TEXT,
    "attemptId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Checkpoint_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Checkpoint_friendlyId_key" ON "Checkpoint"("friendlyId");

-- AddForeignKey
ALTER TABLE "Checkpoint" ADD CONSTRAINT "Checkpoint_attemptId_fkey" FOREIGN KEY ("attemptId") REFERENCES "TaskRunAttempt"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Checkpoint" ADD CONSTRAINT "Checkpoint_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Checkpoint" ADD CONSTRAINT "Checkpoint_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240228161621_add_run_is_test_to_task_events/migration.sql
-- AlterTable
ALTER TABLE "TaskEvent" ADD COLUMN     "runIsTest" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20240229141613_add_batch_id_to_task_events/migration.sql
-- AlterTable
ALTER TABLE "TaskEvent" ADD COLUMN     "batchId" TEXT;
-- file: internal-packages/database/prisma/migrations/20240305111659_add_deployment_models/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[backgroundWorkerId]` on the table `ImageDetails` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateEnum
CREATE TYPE "WorkerDeploymentStatus" AS ENUM ('PENDING', 'DEPLOYING', 'DEPLOYED', 'FAILED', 'CANCELED');

-- CreateTable
CREATE TABLE "WorkerDeployment" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "shortCode" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "buildId" TEXT NOT NULL,
    "buildToken" TEXT NOT NULL,
    "status" "WorkerDeploymentStatus" NOT NULL DEFAULT 'PENDING',
    "projectId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "workerId" TEXT,
    "deployedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkerDeployment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkerDeploymentPromotion" (
    "id" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "deploymentId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,

    CONSTRAINT "WorkerDeploymentPromotion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WorkerDeployment_friendlyId_key" ON "WorkerDeployment"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "WorkerDeployment_workerId_key" ON "WorkerDeployment"("workerId");

-- CreateIndex
CREATE UNIQUE INDEX "WorkerDeployment_projectId_shortCode_key" ON "WorkerDeployment"("projectId", "shortCode");

-- CreateIndex
CREATE UNIQUE INDEX "WorkerDeployment_environmentId_version_key" ON "WorkerDeployment"("environmentId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "WorkerDeploymentPromotion_environmentId_label_key" ON "WorkerDeploymentPromotion"("environmentId", "label");

-- CreateIndex
CREATE UNIQUE INDEX "ImageDetails_backgroundWorkerId_key" ON "ImageDetails"("backgroundWorkerId");

-- AddForeignKey
ALTER TABLE "WorkerDeployment" ADD CONSTRAINT "WorkerDeployment_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkerDeployment" ADD CONSTRAINT "WorkerDeployment_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkerDeployment" ADD CONSTRAINT "WorkerDeployment_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES "BackgroundWorker"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkerDeploymentPromotion" ADD CONSTRAINT "WorkerDeploymentPromotion_deploymentId_fkey" FOREIGN KEY ("deploymentId") REFERENCES "WorkerDeployment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkerDeploymentPromotion" ADD CONSTRAINT "WorkerDeploymentPromotion_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240305154054_use_external_build_data_json_column/migration.sql
/*
  Warnings:

  - You are about to drop the column `buildId` on the `WorkerDeployment` table. All the data in the column will be lost.
  - You are about to drop the column `buildToken` on the `WorkerDeployment` table. All the data in the column will be lost.

*/
-- AlterEnum
ALTER TYPE "WorkerDeploymentStatus" ADD VALUE 'BUILDING';

-- AlterTable
ALTER TABLE "WorkerDeployment" DROP COLUMN "buildId",
DROP COLUMN "buildToken",
ADD COLUMN     "externalBuildData" JSONB;
-- file: internal-packages/database/prisma/migrations/20240307095223_add_content_hash_to_worker_deployments/migration.sql
/*
  Warnings:

  - Added the required column `contentHash` to the `WorkerDeployment` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "WorkerDeployment" ADD COLUMN     "contentHash" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240307104333_move_image_details_to_deployments/migration.sql
/*
  Warnings:

  - You are about to drop the `ImageDetails` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropForeignKey
ALTER TABLE "ImageDetails" DROP CONSTRAINT "ImageDetails_backgroundWorkerId_fkey";

-- DropForeignKey
ALTER TABLE "ImageDetails" DROP CONSTRAINT "ImageDetails_projectId_fkey";

-- DropForeignKey
ALTER TABLE "ImageDetails" DROP CONSTRAINT "ImageDetails_runtimeEnvironmentId_fkey";

-- AlterTable
ALTER TABLE "WorkerDeployment" ADD COLUMN     "imageReference" TEXT;

-- DropTable
DROP TABLE "ImageDetails";
-- file: internal-packages/database/prisma/migrations/20240308203644_add_deployment_error_columns/migration.sql
-- AlterTable
ALTER TABLE "WorkerDeployment" ADD COLUMN     "errorData" JSONB,
ADD COLUMN     "failedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20240311135706_add_triggered_by_to_deployments/migration.sql
-- AlterTable
ALTER TABLE "WorkerDeployment" ADD COLUMN     "triggeredById" TEXT;

-- AddForeignKey
ALTER TABLE "WorkerDeployment" ADD CONSTRAINT "WorkerDeployment_triggeredById_fkey" FOREIGN KEY ("triggeredById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240312095501_add_status_to_task_runs/migration.sql
-- CreateEnum
CREATE TYPE "TaskRunStatus" AS ENUM ('PENDING', 'EXECUTING', 'WAITING_TO_RESUME', 'RETRYING_AFTER_FAILURE', 'PAUSED', 'CANCELED', 'COMPLETED_SUCCESSFULLY', 'COMPLETED_WITH_ERRORS');

-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "status" "TaskRunStatus" NOT NULL DEFAULT 'PENDING';
-- file: internal-packages/database/prisma/migrations/20240312095826_add_interrupted_status_to_runs/migration.sql
-- AlterEnum
ALTER TYPE "TaskRunStatus" ADD VALUE 'INTERRUPTED';
-- file: internal-packages/database/prisma/migrations/20240312105844_add_system_failure_status_to_task_run_status/migration.sql
-- AlterEnum
ALTER TYPE "TaskRunStatus" ADD VALUE 'SYSTEM_FAILURE';
-- file: internal-packages/database/prisma/migrations/20240312125252_add_status_to_batch_run/migration.sql
-- CreateEnum
CREATE TYPE "BatchTaskRunStatus" AS ENUM ('PENDING', 'COMPLETED');

-- AlterTable
ALTER TABLE "BatchTaskRun" ADD COLUMN     "status" "BatchTaskRunStatus" NOT NULL DEFAULT 'PENDING';
-- file: internal-packages/database/prisma/migrations/20240312131122_add_task_run_attempt_to_batch_run_items/migration.sql
-- AlterTable
ALTER TABLE "BatchTaskRunItem" ADD COLUMN     "taskRunAttemptId" TEXT;

-- AddForeignKey
ALTER TABLE "BatchTaskRunItem" ADD CONSTRAINT "BatchTaskRunItem_taskRunAttemptId_fkey" FOREIGN KEY ("taskRunAttemptId") REFERENCES "TaskRunAttempt"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240313110150_add_environment_to_task_run_attempts/migration.sql
/*
  Warnings:

  - Added the required column `runtimeEnvironmentId` to the `TaskRunAttempt` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TaskRunAttempt" ADD COLUMN     "runtimeEnvironmentId" TEXT NOT NULL;

-- AddForeignKey
ALTER TABLE "TaskRunAttempt" ADD CONSTRAINT "TaskRunAttempt_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240316174721_add_run_and_metadata_to_checkpoint/migration.sql
/*
  Warnings:

  - Added the required column `runId` to the `Checkpoint` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "Checkpoint" ADD COLUMN     "metadata" TEXT,
ADD COLUMN     "runId" TEXT NOT NULL;

-- AddForeignKey
ALTER TABLE "Checkpoint" ADD CONSTRAINT "Checkpoint_runId_fkey" FOREIGN KEY ("runId") REFERENCES "TaskRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240318135831_add_checkpoint_restore_event/migration.sql
-- CreateEnum
CREATE TYPE "CheckpointRestoreEventType" AS ENUM ('CHECKPOINT', 'RESTORE');

-- CreateTable
CREATE TABLE "CheckpointRestoreEvent" (
    "id" TEXT NOT NULL,
    "type" "CheckpointRestoreEventType" NOT NULL,
    "reason" TEXT,
    "metadata" TEXT,
    "checkpointId" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "attemptId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CheckpointRestoreEvent_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "CheckpointRestoreEvent" ADD CONSTRAINT "CheckpointRestoreEvent_checkpointId_fkey" FOREIGN KEY ("checkpointId") REFERENCES "Checkpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckpointRestoreEvent" ADD CONSTRAINT "CheckpointRestoreEvent_runId_fkey" FOREIGN KEY ("runId") REFERENCES "TaskRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckpointRestoreEvent" ADD CONSTRAINT "CheckpointRestoreEvent_attemptId_fkey" FOREIGN KEY ("attemptId") REFERENCES "TaskRunAttempt"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckpointRestoreEvent" ADD CONSTRAINT "CheckpointRestoreEvent_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckpointRestoreEvent" ADD CONSTRAINT "CheckpointRestoreEvent_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240318170823_add_image_ref_to_checkpoint/migration.sql
/*
  Warnings:

  - Added the required column `imageRef` to the `Checkpoint` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "Checkpoint" ADD COLUMN     "imageRef" TEXT NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240319120645_convert_start_time_to_nanoseconds_since_epoch/migration.sql
/*
 Warnings:
 
 - Changed the type of `startTime` on the `TaskEvent` table. No cast exists, the column would be dropped and recreated, which cannot be done if there is data, since the column is required.
 
 */
-- AlterTable
BEGIN;

-- Step 1: Add a new column
ALTER TABLE
  "TaskEvent"
ADD
  COLUMN "temporary_startTime" BIGINT;

-- Step 2: Convert the data in the current "startTime" column to nanoseconds
UPDATE
  "TaskEvent"
SET
  "temporary_startTime" = EXTRACT(
    EPOCH
    FROM
      "startTime"
  ) * 1000000000;

-- Step 3: Drop the original column
ALTER TABLE
  "TaskEvent" DROP COLUMN "startTime";

-- Step 4: Rename the new column
ALTER TABLE
  "TaskEvent" RENAME COLUMN "temporary_startTime" TO "startTime";

COMMIT;
-- file: internal-packages/database/prisma/migrations/20240319121124_what_migration_is_this/migration.sql
/*
  Warnings:

  - Made the column `startTime` on table `TaskEvent` required. This step will fail if there are existing NULL values in that column.

*/
-- AlterTable
ALTER TABLE "TaskEvent" ALTER COLUMN "startTime" SET NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240320100720_add_timed_out_status_to_deployments/migration.sql
-- AlterEnum
ALTER TYPE "WorkerDeploymentStatus" ADD VALUE 'TIMED_OUT';
-- file: internal-packages/database/prisma/migrations/20240322165042_organization_v3_enabled_defaults_to_false/migration.sql
-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "v3Enabled" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20240322172035_add_checkpoint_event_to_dependencies/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[checkpointEventId]` on the table `BatchTaskRun` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[checkpointEventId]` on the table `TaskRunDependency` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "BatchTaskRun" ADD COLUMN     "checkpointEventId" TEXT;

-- AlterTable
ALTER TABLE "TaskRunDependency" ADD COLUMN     "checkpointEventId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "BatchTaskRun_checkpointEventId_key" ON "BatchTaskRun"("checkpointEventId");

-- CreateIndex
CREATE UNIQUE INDEX "TaskRunDependency_checkpointEventId_key" ON "TaskRunDependency"("checkpointEventId");

-- AddForeignKey
ALTER TABLE "TaskRunDependency" ADD CONSTRAINT "TaskRunDependency_checkpointEventId_fkey" FOREIGN KEY ("checkpointEventId") REFERENCES "CheckpointRestoreEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BatchTaskRun" ADD CONSTRAINT "BatchTaskRun_checkpointEventId_fkey" FOREIGN KEY ("checkpointEventId") REFERENCES "CheckpointRestoreEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240325224419_add_output_type_to_task_events/migration.sql
-- AlterTable
ALTER TABLE "TaskEvent" ADD COLUMN     "outputType" TEXT;
-- file: internal-packages/database/prisma/migrations/20240326145956_add_payload_columns_to_task_event/migration.sql
-- AlterTable
ALTER TABLE "TaskEvent" ADD COLUMN     "payload" JSONB,
ADD COLUMN     "payloadType" TEXT;
-- file: internal-packages/database/prisma/migrations/20240327121557_add_machine_config_to_worker_task/migration.sql
-- AlterTable
ALTER TABLE "BackgroundWorkerTask" ADD COLUMN     "machineConfig" JSONB;
-- file: internal-packages/database/prisma/migrations/20240329142454_add_concurrency_limit_columns/migration.sql
-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "maximumConcurrencyLimit" INTEGER NOT NULL DEFAULT 10;

-- AlterTable
ALTER TABLE "RuntimeEnvironment" ADD COLUMN     "maximumConcurrencyLimit" INTEGER NOT NULL DEFAULT 10;
-- file: internal-packages/database/prisma/migrations/20240402105424_set_default_env_concurrency_limit_to_5/migration.sql
-- AlterTable
ALTER TABLE "RuntimeEnvironment" ALTER COLUMN "maximumConcurrencyLimit" SET DEFAULT 5;
-- file: internal-packages/database/prisma/migrations/20240404150051_add_crashed_task_run_status/migration.sql
-- AlterEnum
ALTER TYPE "TaskRunStatus" ADD VALUE 'CRASHED';
-- file: internal-packages/database/prisma/migrations/20240409090907_add_waiting_for_deploy_status/migration.sql
-- AlterEnum
ALTER TYPE "TaskRunStatus" ADD VALUE 'WAITING_FOR_DEPLOY';
-- file: internal-packages/database/prisma/migrations/20240411135457_task_schedules_for_v3/migration.sql
-- CreateTable
CREATE TABLE "TaskSchedule" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "taskIdentifier" TEXT NOT NULL,
    "deduplicationKey" TEXT NOT NULL,
    "userProvidedDeduplicationKey" BOOLEAN NOT NULL DEFAULT false,
    "cron" TEXT NOT NULL,
    "externalId" TEXT,
    "projectId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaskSchedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaskScheduleInstance" (
    "id" TEXT NOT NULL,
    "taskScheduleId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaskScheduleInstance_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TaskSchedule_friendlyId_key" ON "TaskSchedule"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "TaskSchedule_projectId_deduplicationKey_key" ON "TaskSchedule"("projectId", "deduplicationKey");

-- CreateIndex
CREATE UNIQUE INDEX "TaskScheduleInstance_taskScheduleId_environmentId_key" ON "TaskScheduleInstance"("taskScheduleId", "environmentId");

-- AddForeignKey
ALTER TABLE "TaskSchedule" ADD CONSTRAINT "TaskSchedule_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskScheduleInstance" ADD CONSTRAINT "TaskScheduleInstance_taskScheduleId_fkey" FOREIGN KEY ("taskScheduleId") REFERENCES "TaskSchedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskScheduleInstance" ADD CONSTRAINT "TaskScheduleInstance_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240411145517_added_trigger_source_to_background_worker_task/migration.sql
-- CreateEnum
CREATE TYPE "TaskTriggerSource" AS ENUM ('STANDARD', 'SCHEDULED');

-- AlterTable
ALTER TABLE "BackgroundWorkerTask" ADD COLUMN     "triggerSource" "TaskTriggerSource" NOT NULL DEFAULT 'STANDARD';
-- file: internal-packages/database/prisma/migrations/20240412151157_add_operational_task_schedule_columns/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "scheduleId" TEXT,
ADD COLUMN     "scheduleInstanceId" TEXT;

-- AlterTable
ALTER TABLE "TaskSchedule" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "TaskScheduleInstance" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "lastScheduledTimestamp" TIMESTAMP(3),
ADD COLUMN     "nextScheduledTimestamp" TIMESTAMP(3);

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_scheduleInstanceId_fkey" FOREIGN KEY ("scheduleInstanceId") REFERENCES "TaskScheduleInstance"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "TaskSchedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240415134559_create_runtime_env_session_model/migration.sql
-- AlterTable
ALTER TABLE "RuntimeEnvironment" ADD COLUMN     "currentSessionId" TEXT;

-- CreateTable
CREATE TABLE "RuntimeEnvironmentSession" (
    "id" TEXT NOT NULL,
    "ipAddress" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "disconnectedAt" TIMESTAMP(3),

    CONSTRAINT "RuntimeEnvironmentSession_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "RuntimeEnvironment" ADD CONSTRAINT "RuntimeEnvironment_currentSessionId_fkey" FOREIGN KEY ("currentSessionId") REFERENCES "RuntimeEnvironmentSession"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RuntimeEnvironmentSession" ADD CONSTRAINT "RuntimeEnvironmentSession_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240415135132_make_attempt_dependencies_an_array/migration.sql
-- DropIndex
DROP INDEX "TaskRunDependency_dependentAttemptId_key";
-- file: internal-packages/database/prisma/migrations/20240415143325_remove_attempt_unique_constraint_from_batch_runs/migration.sql
-- DropIndex
DROP INDEX "BatchTaskRun_dependentTaskAttemptId_key";
-- file: internal-packages/database/prisma/migrations/20240416100646_add_cron_description_column/migration.sql
-- AlterTable
ALTER TABLE "TaskSchedule" ADD COLUMN     "cronDescription" TEXT NOT NULL DEFAULT '';
-- file: internal-packages/database/prisma/migrations/20240417083233_make_schedule_columns_more_generic/migration.sql
-- CreateEnum
CREATE TYPE "ScheduleGeneratorType" AS ENUM ('CRON');

-- AlterTable
ALTER TABLE
  "TaskSchedule" RENAME COLUMN "cron" TO "generatorExpression";

ALTER TABLE
  "TaskSchedule" RENAME COLUMN "cronDescription" TO "generatorDescription";

ALTER TABLE
  "TaskSchedule"
ADD
  COLUMN "generatorType" "ScheduleGeneratorType" NOT NULL DEFAULT 'CRON';
-- file: internal-packages/database/prisma/migrations/20240417142604_dont_delete_task_runs_if_schedules_are_deleted/migration.sql
-- DropForeignKey
ALTER TABLE "TaskRun" DROP CONSTRAINT "TaskRun_scheduleId_fkey";

-- DropForeignKey
ALTER TABLE "TaskRun" DROP CONSTRAINT "TaskRun_scheduleInstanceId_fkey";

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_scheduleInstanceId_fkey" FOREIGN KEY ("scheduleInstanceId") REFERENCES "TaskScheduleInstance"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "TaskSchedule"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240418092931_make_idempotency_key_optional/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ALTER COLUMN "idempotencyKey" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240418093153_add_idempotency_key_to_task_event/migration.sql
-- AlterTable
ALTER TABLE "TaskEvent" ADD COLUMN     "idempotencyKey" TEXT;
-- file: internal-packages/database/prisma/migrations/20240418100819_make_batch_task_run_idempotency_key_optional/migration.sql
-- AlterTable
ALTER TABLE "BatchTaskRun" ALTER COLUMN "idempotencyKey" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240418114019_make_batch_run_item_run_id_non_unique/migration.sql
-- DropIndex
DROP INDEX "BatchTaskRunItem_taskRunId_key";
-- file: internal-packages/database/prisma/migrations/20240424210540_change_on_delete_ref_action_on_run_execution/migration.sql
-- DropForeignKey
ALTER TABLE "JobRunExecution" DROP CONSTRAINT "JobRunExecution_resumeTaskId_fkey";

-- AddForeignKey
ALTER TABLE "JobRunExecution" ADD CONSTRAINT "JobRunExecution_resumeTaskId_fkey" FOREIGN KEY ("resumeTaskId") REFERENCES "Task"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240425114134_task_run_compound_index_for_project_id_created_at_and_task_identifier/migration.sql
-- CreateIndex
CREATE INDEX "TaskRun_projectId_createdAt_taskIdentifier_idx" ON "TaskRun"("projectId", "createdAt", "taskIdentifier");
-- file: internal-packages/database/prisma/migrations/20240425122814_add_alert_schema/migration.sql
-- CreateEnum
CREATE TYPE "ProjectAlertChannelType" AS ENUM ('EMAIL', 'SLACK', 'WEBHOOK');

-- CreateEnum
CREATE TYPE "ProjectAlertType" AS ENUM ('TASK_RUN_ATTEMPT', 'DEPLOYMENT_FAILURE');

-- CreateEnum
CREATE TYPE "ProjectAlertStatus" AS ENUM ('PENDING', 'SENT', 'FAILED');

-- CreateTable
CREATE TABLE "ProjectAlertChannel" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "type" "ProjectAlertChannelType" NOT NULL,
    "name" TEXT NOT NULL,
    "properties" JSONB NOT NULL,
    "alertTypes" "ProjectAlertType"[],
    "projectId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProjectAlertChannel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProjectAlert" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "status" "ProjectAlertStatus" NOT NULL DEFAULT 'PENDING',
    "type" "ProjectAlertType" NOT NULL,
    "taskRunAttemptId" TEXT,
    "workerDeploymentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProjectAlert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProjectAlertChannel_friendlyId_key" ON "ProjectAlertChannel"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "ProjectAlert_friendlyId_key" ON "ProjectAlert"("friendlyId");

-- AddForeignKey
ALTER TABLE "ProjectAlertChannel" ADD CONSTRAINT "ProjectAlertChannel_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectAlert" ADD CONSTRAINT "ProjectAlert_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectAlert" ADD CONSTRAINT "ProjectAlert_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectAlert" ADD CONSTRAINT "ProjectAlert_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "ProjectAlertChannel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectAlert" ADD CONSTRAINT "ProjectAlert_taskRunAttemptId_fkey" FOREIGN KEY ("taskRunAttemptId") REFERENCES "TaskRunAttempt"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectAlert" ADD CONSTRAINT "ProjectAlert_workerDeploymentId_fkey" FOREIGN KEY ("workerDeploymentId") REFERENCES "WorkerDeployment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240425131147_add_enabled_flag_to_alert_channels/migration.sql
-- AlterTable
ALTER TABLE "ProjectAlertChannel" ADD COLUMN     "enabled" BOOLEAN NOT NULL DEFAULT true;
-- file: internal-packages/database/prisma/migrations/20240426095144_add_deployment_success_alert_type/migration.sql
-- AlterEnum
ALTER TYPE "ProjectAlertType" ADD VALUE 'DEPLOYMENT_SUCCESS';
-- file: internal-packages/database/prisma/migrations/20240426095622_add_deduplication_key_to_alert_channels/migration.sql
/*
  Warnings:

  - The required column `deduplicationKey` was added to the `ProjectAlertChannel` table with a prisma-level default value. This is not possible if the table is not empty. Please add this column as optional, then populate it before making it required.

*/
-- AlterTable
ALTER TABLE "ProjectAlertChannel" ADD COLUMN     "deduplicationKey" TEXT NOT NULL,
ADD COLUMN     "userProvidedDeduplicationKey" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20240426102405_add_unique_deduplication_index_to_alert_channels/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[projectId,deduplicationKey]` on the table `ProjectAlertChannel` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateIndex
CREATE UNIQUE INDEX "ProjectAlertChannel_projectId_deduplicationKey_key" ON "ProjectAlertChannel"("projectId", "deduplicationKey");
-- file: internal-packages/database/prisma/migrations/20240428142050_add_models_for_slack_integration/migration.sql
-- CreateEnum
CREATE TYPE "IntegrationService" AS ENUM ('SLACK');

-- AlterTable
ALTER TABLE "ProjectAlertChannel" ADD COLUMN     "integrationId" TEXT;

-- CreateTable
CREATE TABLE "OrganizationIntegration" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "service" "IntegrationService" NOT NULL,
    "integrationData" JSONB,
    "tokenReferenceId" TEXT,
    "organizationId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrganizationIntegration_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrganizationIntegration_friendlyId_key" ON "OrganizationIntegration"("friendlyId");

-- AddForeignKey
ALTER TABLE "ProjectAlertChannel" ADD CONSTRAINT "ProjectAlertChannel_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "OrganizationIntegration"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganizationIntegration" ADD CONSTRAINT "OrganizationIntegration_tokenReferenceId_fkey" FOREIGN KEY ("tokenReferenceId") REFERENCES "SecretReference"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganizationIntegration" ADD CONSTRAINT "OrganizationIntegration_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240428150144_org_integration_non_optional_fields/migration.sql
/*
  Warnings:

  - Made the column `integrationData` on table `OrganizationIntegration` required. This step will fail if there are existing NULL values in that column.
  - Made the column `tokenReferenceId` on table `OrganizationIntegration` required. This step will fail if there are existing NULL values in that column.

*/
-- DropForeignKey
ALTER TABLE "OrganizationIntegration" DROP CONSTRAINT "OrganizationIntegration_tokenReferenceId_fkey";

-- AlterTable
ALTER TABLE "OrganizationIntegration" ALTER COLUMN "integrationData" SET NOT NULL,
ALTER COLUMN "tokenReferenceId" SET NOT NULL;

-- AddForeignKey
ALTER TABLE "OrganizationIntegration" ADD CONSTRAINT "OrganizationIntegration_tokenReferenceId_fkey" FOREIGN KEY ("tokenReferenceId") REFERENCES "SecretReference"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240430101936_add_lazy_attempt_support_flag_to_workers/migration.sql
-- AlterTable
ALTER TABLE "BackgroundWorker" ADD COLUMN     "supportsLazyAttempts" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20240430110419_task_run_indexes_projectid_task_identifier_and_status/migration.sql
-- CreateIndex
CREATE INDEX "TaskRun_projectId_idx" ON "TaskRun"("projectId");

-- CreateIndex
CREATE INDEX "TaskRun_projectId_taskIdentifier_idx" ON "TaskRun"("projectId", "taskIdentifier");

-- CreateIndex
CREATE INDEX "TaskRun_projectId_status_idx" ON "TaskRun"("projectId", "status");
-- file: internal-packages/database/prisma/migrations/20240430110717_task_run_compound_index_projectid_task_identifier_and_status/migration.sql
-- CreateIndex
CREATE INDEX "TaskRun_projectId_taskIdentifier_status_idx" ON "TaskRun"("projectId", "taskIdentifier", "status");
-- file: internal-packages/database/prisma/migrations/20240507113449_add_alert_storage/migration.sql
-- CreateTable
CREATE TABLE "ProjectAlertStorage" (
    "id" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "alertChannelId" TEXT NOT NULL,
    "alertType" "ProjectAlertType" NOT NULL,
    "storageId" TEXT NOT NULL,
    "storageData" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProjectAlertStorage_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "ProjectAlertStorage" ADD CONSTRAINT "ProjectAlertStorage_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectAlertStorage" ADD CONSTRAINT "ProjectAlertStorage_alertChannelId_fkey" FOREIGN KEY ("alertChannelId") REFERENCES "ProjectAlertChannel"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240517105021_add_environment_types_to_alert_channel/migration.sql
-- AlterEnum
ALTER TYPE "ProjectAlertType" ADD VALUE 'TEST';

-- AlterTable
ALTER TABLE "ProjectAlertChannel" ADD COLUMN     "environmentTypes" "RuntimeEnvironmentType"[] DEFAULT ARRAY['STAGING', 'PRODUCTION']::"RuntimeEnvironmentType"[];
-- file: internal-packages/database/prisma/migrations/20240517105224_remove_test_alert_type/migration.sql
/*
  Warnings:

  - The values [TEST] on the enum `ProjectAlertType` will be removed. If these variants are still used in the database, this will fail.

*/
-- AlterEnum
BEGIN;
CREATE TYPE "ProjectAlertType_new" AS ENUM ('TASK_RUN_ATTEMPT', 'DEPLOYMENT_FAILURE', 'DEPLOYMENT_SUCCESS');
ALTER TABLE "ProjectAlertChannel" ALTER COLUMN "alertTypes" TYPE "ProjectAlertType_new"[] USING ("alertTypes"::text::"ProjectAlertType_new"[]);
ALTER TABLE "ProjectAlert" ALTER COLUMN "type" TYPE "ProjectAlertType_new" USING ("type"::text::"ProjectAlertType_new");
ALTER TABLE "ProjectAlertStorage" ALTER COLUMN "alertType" TYPE "ProjectAlertType_new" USING ("alertType"::text::"ProjectAlertType_new");
ALTER TYPE "ProjectAlertType" RENAME TO "ProjectAlertType_old";
ALTER TYPE "ProjectAlertType_new" RENAME TO "ProjectAlertType";
DROP TYPE "ProjectAlertType_old";
COMMIT;
-- file: internal-packages/database/prisma/migrations/20240517135206_created_bulk_action_group_and_bulk_action_item_for_canceling_and_replaying_in_bulk/migration.sql
-- CreateEnum
CREATE TYPE "BulkActionType" AS ENUM ('CANCEL', 'REPLAY');

-- CreateEnum
CREATE TYPE "BulkActionStatus" AS ENUM ('PENDING', 'COMPLETED');

-- CreateEnum
CREATE TYPE "BulkActionItemStatus" AS ENUM ('PENDING', 'COMPLETED');

-- CreateTable
CREATE TABLE "BulkActionGroup" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "type" "BulkActionType" NOT NULL,
    "status" "BulkActionStatus" NOT NULL DEFAULT 'PENDING',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BulkActionGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BulkActionItem" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "groupId" TEXT NOT NULL,
    "type" "BulkActionType" NOT NULL,
    "status" "BulkActionItemStatus" NOT NULL DEFAULT 'PENDING',
    "sourceRunId" TEXT,
    "destinationRunId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BulkActionItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BulkActionGroup_friendlyId_key" ON "BulkActionGroup"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "BulkActionItem_friendlyId_key" ON "BulkActionItem"("friendlyId");

-- AddForeignKey
ALTER TABLE "BulkActionGroup" ADD CONSTRAINT "BulkActionGroup_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BulkActionItem" ADD CONSTRAINT "BulkActionItem_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "BulkActionGroup"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BulkActionItem" ADD CONSTRAINT "BulkActionItem_sourceRunId_fkey" FOREIGN KEY ("sourceRunId") REFERENCES "TaskRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BulkActionItem" ADD CONSTRAINT "BulkActionItem_destinationRunId_fkey" FOREIGN KEY ("destinationRunId") REFERENCES "TaskRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240517164246_bulk_action_item_source_run_id_is_required/migration.sql
/*
  Warnings:

  - Made the column `sourceRunId` on table `BulkActionItem` required. This step will fail if there are existing NULL values in that column.

*/
-- AlterTable
ALTER TABLE "BulkActionItem" ALTER COLUMN "sourceRunId" SET NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240517164924_bulk_action_item_added_failed_state_with_error/migration.sql
-- AlterEnum
ALTER TYPE "BulkActionItemStatus" ADD VALUE 'FAILED';

-- AlterTable
ALTER TABLE "BulkActionItem" ADD COLUMN     "error" TEXT;
-- file: internal-packages/database/prisma/migrations/20240520112812_create_deferred_scheduled_event_model/migration.sql
-- CreateTable
CREATE TABLE "DeferredScheduledEventService" (
    "id" TEXT NOT NULL,
    "scheduleSourceId" TEXT NOT NULL,
    "runAt" TIMESTAMP(3) NOT NULL,
    "lastTimestamp" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DeferredScheduledEventService_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DeferredScheduledEventService_scheduleSourceId_key" ON "DeferredScheduledEventService"("scheduleSourceId");

-- AddForeignKey
ALTER TABLE "DeferredScheduledEventService" ADD CONSTRAINT "DeferredScheduledEventService_scheduleSourceId_fkey" FOREIGN KEY ("scheduleSourceId") REFERENCES "ScheduleSource"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240522130825_org_v2_enabled_flag_defaults_to_false/migration.sql
-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "v2Enabled" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20240522134117_organization_added_has_requested_v3_column/migration.sql
-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "hasRequestedV3" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20240523081426_added_task_run_number_counter_with_environment_as_well_as_task_identifier/migration.sql
-- CreateTable
CREATE TABLE "TaskRunNumberCounter" (
    "id" TEXT NOT NULL,
    "taskIdentifier" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "lastNumber" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "TaskRunNumberCounter_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TaskRunNumberCounter_taskIdentifier_environmentId_key" ON "TaskRunNumberCounter"("taskIdentifier", "environmentId");

-- AddForeignKey
ALTER TABLE "TaskRunNumberCounter" ADD CONSTRAINT "TaskRunNumberCounter_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240523135511_added_task_event_trace_id_index/migration.sql
-- CreateIndex
CREATE INDEX "TaskEvent_traceId_idx" ON "TaskEvent"("traceId");
-- file: internal-packages/database/prisma/migrations/20240606090155_add_v2_marqs_enabled_flag_on_org/migration.sql
-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "v2MarqsEnabled" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20240610183406_added_schedule_instances_limit/migration.sql
-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "maximumScheduleInstancesLimit" INTEGER NOT NULL DEFAULT 20;
-- file: internal-packages/database/prisma/migrations/20240610195009_add_an_index_on_span_id/migration.sql
-- CreateIndex
CREATE INDEX "TaskEvent_spanId_idx" ON "TaskEvent"("spanId");
-- file: internal-packages/database/prisma/migrations/20240611104018_add_started_at_to_task_runs/migration.sql
-- AlterTable
ALTER TABLE
  "TaskRun"
ADD
  COLUMN "startedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20240611113047_change_schedules_limit_to_maximum_schedules_limit/migration.sql
/*
  Warnings:

  - You are about to drop the column `maximumScheduleInstancesLimit` on the `Organization` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Organization" DROP COLUMN "maximumScheduleInstancesLimit",
ADD COLUMN     "maximumSchedulesLimit" INTEGER NOT NULL DEFAULT 5;
-- file: internal-packages/database/prisma/migrations/20240611115843_add_usage_duration_columns/migration.sql
-- AlterTable
ALTER TABLE "TaskEvent" ADD COLUMN     "usageDurationMs" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "usageDurationMs" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "TaskRunAttempt" ADD COLUMN     "usageDurationMs" INTEGER NOT NULL DEFAULT 0;
-- file: internal-packages/database/prisma/migrations/20240611133630_added_timezone_to_task_schedule_defaults_to_null_which_is_utc/migration.sql
-- AlterTable
ALTER TABLE "TaskSchedule" ADD COLUMN     "timezone" TEXT;
-- file: internal-packages/database/prisma/migrations/20240611143911_add_cost_in_cents_on_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "costInCents" DOUBLE PRECISION NOT NULL DEFAULT 0;
-- file: internal-packages/database/prisma/migrations/20240612091006_add_machine_presets_data_to_task_events/migration.sql
-- AlterTable
ALTER TABLE "TaskEvent" ADD COLUMN     "machinePreset" TEXT,
ADD COLUMN     "machinePresetCentsPerMs" DOUBLE PRECISION,
ADD COLUMN     "machinePresetCpu" DOUBLE PRECISION,
ADD COLUMN     "machinePresetMemory" DOUBLE PRECISION;
-- file: internal-packages/database/prisma/migrations/20240612171759_add_task_run_base_cost/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "baseCostInCents" DOUBLE PRECISION NOT NULL DEFAULT 0;
-- file: internal-packages/database/prisma/migrations/20240612175820_add_usage_cost_in_cents_to_task_event/migration.sql
-- AlterTable
ALTER TABLE "TaskEvent" ADD COLUMN     "usageCostInCents" DOUBLE PRECISION NOT NULL DEFAULT 0;
-- file: internal-packages/database/prisma/migrations/20240613082558_add_machine_preset_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "machinePreset" TEXT;
-- file: internal-packages/database/prisma/migrations/20240613115526_delete_task_schedule_timezone_column/migration.sql
/*
  Warnings:

  - You are about to drop the column `timezone` on the `TaskSchedule` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "TaskSchedule" DROP COLUMN "timezone";
-- file: internal-packages/database/prisma/migrations/20240613115623_task_schedule_timezone_column_defaults_to_utc/migration.sql
-- AlterTable
ALTER TABLE "TaskSchedule" ADD COLUMN     "timezone" TEXT NOT NULL DEFAULT 'UTC';
-- file: internal-packages/database/prisma/migrations/20240625095006_add_run_id_index_to_task_events/migration.sql
-- CreateIndex
CREATE INDEX "TaskEvent_runId_idx" ON "TaskEvent"("runId");
-- file: internal-packages/database/prisma/migrations/20240629082837_add_task_run_delay_changes/migration.sql
-- AlterEnum
ALTER TYPE "TaskRunStatus" ADD VALUE 'DELAYED';

-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "delayUntil" TIMESTAMP(3),
ADD COLUMN     "queuedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20240630204935_add_ttl_schema_changes/migration.sql
-- AlterEnum
ALTER TYPE "TaskRunStatus" ADD VALUE 'EXPIRED';

-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "expiredAt" TIMESTAMP(3),
ADD COLUMN     "ttl" TEXT;
-- file: internal-packages/database/prisma/migrations/20240702131302_add_max_attempts_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "maxAttempts" INTEGER;
-- file: internal-packages/database/prisma/migrations/20240704170301_scope_idempotency_key_to_task_identifier/migration.sql
/*
 Warnings:
 
 - A unique constraint covering the columns `[runtimeEnvironmentId,taskIdentifier,idempotencyKey]` on the table `BatchTaskRun` will be added. If there are existing duplicate values, this will fail.
 - A unique constraint covering the columns `[runtimeEnvironmentId,taskIdentifier,idempotencyKey]` on the table `TaskRun` will be added. If there are existing duplicate values, this will fail.
 
 */
-- CreateIndex
CREATE UNIQUE INDEX "BatchTaskRun_runtimeEnvironmentId_taskIdentifier_idempotenc_key" ON "BatchTaskRun"(
  "runtimeEnvironmentId",
  "taskIdentifier",
  "idempotencyKey"
);

-- DropIndex
DROP INDEX "BatchTaskRun_runtimeEnvironmentId_idempotencyKey_key";

-- CreateIndex
CREATE UNIQUE INDEX "TaskRun_runtimeEnvironmentId_taskIdentifier_idempotencyKey_key" ON "TaskRun"(
  "runtimeEnvironmentId",
  "taskIdentifier",
  "idempotencyKey"
);

-- DropIndex
DROP INDEX "TaskRun_runtimeEnvironmentId_idempotencyKey_key";
-- file: internal-packages/database/prisma/migrations/20240704205712_add_schedule_id_index_to_task_run/migration.sql
-- CreateIndex
CREATE INDEX "TaskRun_scheduleId_idx" ON "TaskRun"("scheduleId");
-- file: internal-packages/database/prisma/migrations/20240707190354_add_built_at_to_worker_deployment/migration.sql
-- AlterTable
ALTER TABLE "WorkerDeployment" ADD COLUMN     "builtAt" TIMESTAMP(3);

-- Set "builtAt" to "deployedAt" for all existing WorkerDeployments
UPDATE "WorkerDeployment" SET "builtAt" = "deployedAt";

-- Set "builtAt" to "failedAt" for all failed deployments where "imageReference" is not null
UPDATE "WorkerDeployment" SET "builtAt" = "failedAt" WHERE "failedAt" IS NOT NULL AND "imageReference" IS NOT NULL;
-- file: internal-packages/database/prisma/migrations/20240717101035_add_task_schedule_type_dynamic_and_static/migration.sql
-- CreateEnum
CREATE TYPE "ScheduleType" AS ENUM ('DECLARATIVE', 'IMPERATIVE');

-- AlterTable
ALTER TABLE "TaskSchedule"
ADD COLUMN "type" "ScheduleType" NOT NULL DEFAULT 'IMPERATIVE';
-- file: internal-packages/database/prisma/migrations/20240720101649_added_task_run_tag_removed_task_tag/migration.sql
/*
  Warnings:

  - You are about to drop the `TaskTag` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `_TaskRunToTaskTag` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropForeignKey
ALTER TABLE "TaskTag" DROP CONSTRAINT "TaskTag_projectId_fkey";

-- DropForeignKey
ALTER TABLE "_TaskRunToTaskTag" DROP CONSTRAINT "_TaskRunToTaskTag_A_fkey";

-- DropForeignKey
ALTER TABLE "_TaskRunToTaskTag" DROP CONSTRAINT "_TaskRunToTaskTag_B_fkey";

-- DropTable
DROP TABLE "TaskTag";

-- DropTable
DROP TABLE "_TaskRunToTaskTag";

-- CreateTable
CREATE TABLE "TaskRunTag" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TaskRunTag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_TaskRunToTaskRunTag" (
    "A" TEXT NOT NULL,
    "B" TEXT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "TaskRunTag_friendlyId_key" ON "TaskRunTag"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "TaskRunTag_projectId_name_key" ON "TaskRunTag"("projectId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "_TaskRunToTaskRunTag_AB_unique" ON "_TaskRunToTaskRunTag"("A", "B");

-- CreateIndex
CREATE INDEX "_TaskRunToTaskRunTag_B_index" ON "_TaskRunToTaskRunTag"("B");

-- AddForeignKey
ALTER TABLE "TaskRunTag" ADD CONSTRAINT "TaskRunTag_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_TaskRunToTaskRunTag" ADD CONSTRAINT "_TaskRunToTaskRunTag_A_fkey" FOREIGN KEY ("A") REFERENCES "TaskRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_TaskRunToTaskRunTag" ADD CONSTRAINT "_TaskRunToTaskRunTag_B_fkey" FOREIGN KEY ("B") REFERENCES "TaskRunTag"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240723104125_task_run_tag_name_id_index/migration.sql
-- CreateIndex
CREATE INDEX "TaskRunTag_name_id_idx" ON "TaskRunTag"("name", "id");
-- file: internal-packages/database/prisma/migrations/20240729101628_task_run_span_id_index/migration.sql
-- CreateIndex
CREATE INDEX "TaskRun_spanId_idx" ON "TaskRun"("spanId");
-- file: internal-packages/database/prisma/migrations/20240801175428_added_task_run_completed_at_column/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "completedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20240804143817_add_task_run_logs_deleted_at_column/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "logsDeletedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20240806163040_task_run_completed_at_index/migration.sql
-- CreateIndex
CREATE INDEX "TaskRun_completedAt_idx" ON "TaskRun"("completedAt");
-- file: internal-packages/database/prisma/migrations/20240809153150_background_worker_task_add_index_for_quick_lookup_of_task_identifiers/migration.sql
-- CreateIndex
CREATE INDEX "BackgroundWorkerTask_projectId_slug_idx" ON "BackgroundWorkerTask"("projectId", "slug");
-- file: internal-packages/database/prisma/migrations/20240809213411_add_checkpoint_attempt_number_column/migration.sql
-- AlterTable
ALTER TABLE "Checkpoint" ADD COLUMN     "attemptNumber" INTEGER;
-- file: internal-packages/database/prisma/migrations/20240810090402_add_background_worker_file_model/migration.sql
-- AlterTable
ALTER TABLE "BackgroundWorkerTask" ADD COLUMN     "fileId" TEXT;

-- CreateTable
CREATE TABLE "BackgroundWorkerFile" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "filePath" TEXT NOT NULL,
    "contentHash" TEXT NOT NULL,
    "contents" BYTEA NOT NULL,
    "backgroundWorkerId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BackgroundWorkerFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BackgroundWorkerFile_friendlyId_key" ON "BackgroundWorkerFile"("friendlyId");

-- AddForeignKey
ALTER TABLE "BackgroundWorkerFile" ADD CONSTRAINT "BackgroundWorkerFile_backgroundWorkerId_fkey" FOREIGN KEY ("backgroundWorkerId") REFERENCES "BackgroundWorker"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackgroundWorkerTask" ADD CONSTRAINT "BackgroundWorkerTask_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "BackgroundWorkerFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240811185335_improve_background_worker_file_model/migration.sql
/*
  Warnings:

  - You are about to drop the column `backgroundWorkerId` on the `BackgroundWorkerFile` table. All the data in the column will be lost.
  - A unique constraint covering the columns `[projectId,contentHash]` on the table `BackgroundWorkerFile` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `projectId` to the `BackgroundWorkerFile` table without a default value. This is not possible if the table is not empty.

*/
-- DropForeignKey
ALTER TABLE "BackgroundWorkerFile" DROP CONSTRAINT "BackgroundWorkerFile_backgroundWorkerId_fkey";

-- AlterTable
ALTER TABLE "BackgroundWorkerFile" DROP COLUMN "backgroundWorkerId",
ADD COLUMN     "projectId" TEXT NOT NULL;

-- CreateTable
CREATE TABLE "_BackgroundWorkerToBackgroundWorkerFile" (
    "A" TEXT NOT NULL,
    "B" TEXT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "_BackgroundWorkerToBackgroundWorkerFile_AB_unique" ON "_BackgroundWorkerToBackgroundWorkerFile"("A", "B");

-- CreateIndex
CREATE INDEX "_BackgroundWorkerToBackgroundWorkerFile_B_index" ON "_BackgroundWorkerToBackgroundWorkerFile"("B");

-- CreateIndex
CREATE UNIQUE INDEX "BackgroundWorkerFile_projectId_contentHash_key" ON "BackgroundWorkerFile"("projectId", "contentHash");

-- AddForeignKey
ALTER TABLE "BackgroundWorkerFile" ADD CONSTRAINT "BackgroundWorkerFile_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_BackgroundWorkerToBackgroundWorkerFile" ADD CONSTRAINT "_BackgroundWorkerToBackgroundWorkerFile_A_fkey" FOREIGN KEY ("A") REFERENCES "BackgroundWorker"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_BackgroundWorkerToBackgroundWorkerFile" ADD CONSTRAINT "_BackgroundWorkerToBackgroundWorkerFile_B_fkey" FOREIGN KEY ("B") REFERENCES "BackgroundWorkerFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240815123344_add_project_alert_type_task_run_and_migrate_existing_alerts/migration.sql
-- AlterEnum
ALTER TYPE "ProjectAlertType" ADD VALUE 'TASK_RUN';

-- AlterTable
ALTER TABLE "ProjectAlert"
ADD COLUMN "taskRunId" TEXT;

-- AddForeignKey
ALTER TABLE "ProjectAlert" ADD CONSTRAINT "ProjectAlert_taskRunId_fkey" FOREIGN KEY ("taskRunId") REFERENCES "TaskRun" ("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20240815125616_migrate_alerts_from_attempt_to_run/migration.sql
-- Migrate existing alert channels from "TASK_RUN_ATTEMPT" to "TASK_RUN"
UPDATE "ProjectAlertChannel"
SET "alertTypes" = array_replace("alertTypes", 'TASK_RUN_ATTEMPT'::"ProjectAlertType", 'TASK_RUN'::"ProjectAlertType")
WHERE 'TASK_RUN_ATTEMPT'::"ProjectAlertType" = ANY("alertTypes");
-- file: internal-packages/database/prisma/migrations/20240821135542_job_run_index_for_organization_id_and_created_at/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "idx_jobrun_organizationId_createdAt" ON "JobRun" ("organizationId", "createdAt");
-- file: internal-packages/database/prisma/migrations/20240821141347_job_run_index_version_id/migration.sql
-- CreateIndex
CREATE INDEX IF NOT EXISTS "idx_jobrun_versionId" ON "JobRun" ("versionId");
-- file: internal-packages/database/prisma/migrations/20240821142006_batch_task_run_item_index_task_run_attempt_id/migration.sql
-- CreateIndex
CREATE INDEX IF NOT EXISTS "idx_batchtaskrunitem_taskrunattempt" ON "BatchTaskRunItem" ("taskRunAttemptId");
-- file: internal-packages/database/prisma/migrations/20240821142353_batch_task_run_item_index_task_run_id/migration.sql
-- CreateIndex
CREATE INDEX IF NOT EXISTS "idx_batchtaskrunitem_taskrun" ON "BatchTaskRunItem" ("taskRunId");
-- file: internal-packages/database/prisma/migrations/20240821145232_task_index_parent_id/migration.sql
-- CreateIndex
CREATE INDEX IF NOT EXISTS "idx_task_parentId" ON "Task" ("parentId");
-- file: internal-packages/database/prisma/migrations/20240905134437_add_builder_project_id_to_projects/migration.sql
-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "builderProjectId" TEXT;
-- file: internal-packages/database/prisma/migrations/20240909141925_task_run_attempt_index_on_task_run_id/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRunAttempt_taskRunId_idx" ON "TaskRunAttempt" ("taskRunId");
-- file: internal-packages/database/prisma/migrations/20240916155127_added_job_run_event_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "JobRun_eventId_idx" ON "JobRun" ("eventId");
-- file: internal-packages/database/prisma/migrations/20240920085046_add_task_hierarchy_columns_without_parent_task_run_id_index/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "batchId" TEXT,
ADD COLUMN     "depth" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "parentTaskRunAttemptId" TEXT,
ADD COLUMN     "parentTaskRunId" TEXT,
ADD COLUMN     "resumeParentOnCompletion" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "rootTaskRunId" TEXT;

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_rootTaskRunId_fkey" FOREIGN KEY ("rootTaskRunId") REFERENCES "TaskRun"("id") ON DELETE SET NULL ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_parentTaskRunId_fkey" FOREIGN KEY ("parentTaskRunId") REFERENCES "TaskRun"("id") ON DELETE SET NULL ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_parentTaskRunAttemptId_fkey" FOREIGN KEY ("parentTaskRunAttemptId") REFERENCES "TaskRunAttempt"("id") ON DELETE SET NULL ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "TaskRun" ADD CONSTRAINT "TaskRun_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "BatchTaskRun"("id") ON DELETE SET NULL ON UPDATE NO ACTION;
-- file: internal-packages/database/prisma/migrations/20240920085226_add_parent_task_run_id_index_concurrently/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRun_parentTaskRunId_idx" ON "TaskRun"("parentTaskRunId");
-- file: internal-packages/database/prisma/migrations/20240924125845_add_root_task_run_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRun_rootTaskRunId_idx" ON "TaskRun"("rootTaskRunId");
-- file: internal-packages/database/prisma/migrations/20240924130558_add_parent_span_id_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "parentSpanId" TEXT;
-- file: internal-packages/database/prisma/migrations/20240925092304_add_metadata_and_output_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "metadata" TEXT,
ADD COLUMN     "metadataType" TEXT NOT NULL DEFAULT 'application/json',
ADD COLUMN     "output" TEXT,
ADD COLUMN     "outputType" TEXT NOT NULL DEFAULT 'application/json';
-- file: internal-packages/database/prisma/migrations/20240925205409_add_error_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "error" JSONB;
-- file: internal-packages/database/prisma/migrations/20240926093535_add_seed_metadata_columns_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "seedMetadata" TEXT,
ADD COLUMN     "seedMetadataType" TEXT NOT NULL DEFAULT 'application/json';
-- file: internal-packages/database/prisma/migrations/20240926110455_add_parent_span_id_index_to_the_task_run_table/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRun_parentSpanId_idx" ON "TaskRun"("parentSpanId");
-- file: internal-packages/database/prisma/migrations/20240929115226_add_run_tags_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "runTags" TEXT[];
-- file: internal-packages/database/prisma/migrations/20241001190022_add_rate_limiter_config_to_orgs/migration.sql
-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "apiRateLimiterConfig" JSONB,
ADD COLUMN     "realtimeRateLimiterConfig" JSONB;
-- file: internal-packages/database/prisma/migrations/20241002155751_add_timed_out_status_to_task_run_status/migration.sql
-- AlterEnum
ALTER TYPE "TaskRunStatus" ADD VALUE 'TIMED_OUT';
-- file: internal-packages/database/prisma/migrations/20241002163757_add_max_duration_to_background_worker_task/migration.sql
-- AlterTable
ALTER TABLE "BackgroundWorkerTask" ADD COLUMN     "maxDurationInSeconds" INTEGER;
-- file: internal-packages/database/prisma/migrations/20241002164627_add_max_duration_in_seconds_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "maxDurationInSeconds" INTEGER;
-- file: internal-packages/database/prisma/migrations/20241003002757_add_max_queue_sizes_to_org/migration.sql
-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "maximumDeployedQueueSize" INTEGER,
ADD COLUMN     "maximumDevQueueSize" INTEGER;
-- file: internal-packages/database/prisma/migrations/20241023154826_add_schedule_instance_id_index_to_task_run/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRun_scheduleInstanceId_idx" ON "TaskRun"("scheduleInstanceId");
-- file: internal-packages/database/prisma/migrations/20241028133512_add_attempt_id_index_to_checkpoint/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "Checkpoint_attemptId_idx" ON "Checkpoint"("attemptId");
-- file: internal-packages/database/prisma/migrations/20241028133719_add_run_id_index_to_checkpoint/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "Checkpoint_runId_idx" ON "Checkpoint"("runId");
-- file: internal-packages/database/prisma/migrations/20241106112827_task_run_add_schedule_id_created_at_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRun_scheduleId_createdAt_idx" ON "TaskRun"("scheduleId", "createdAt" DESC);
-- file: internal-packages/database/prisma/migrations/20241112111156_add_description_to_background_worker_task/migration.sql
-- AlterTable
ALTER TABLE "BackgroundWorkerTask" ADD COLUMN     "description" TEXT;
-- file: internal-packages/database/prisma/migrations/20241120161204_modify_batch_task_run_for_improvements/migration.sql
/*
 Warnings:
 
 - A unique constraint covering the columns `[runtimeEnvironmentId,idempotencyKey]` on the table `BatchTaskRun` will be added. If there are existing duplicate values, this will fail.
 
 */
-- DropIndex
DROP INDEX "BatchTaskRun_runtimeEnvironmentId_taskIdentifier_idempotenc_key";

-- AlterTable
ALTER TABLE
  "BatchTaskRun"
ADD
  COLUMN "runCount" INTEGER NOT NULL DEFAULT 0,
ADD
  COLUMN "runIds" TEXT [] DEFAULT ARRAY [] :: TEXT [],
ALTER COLUMN
  "taskIdentifier" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20241120161205_add_new_unique_index_on_batch_task_run/migration.sql
-- CreateIndex
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "BatchTaskRun_runtimeEnvironmentId_idempotencyKey_key" ON "BatchTaskRun"("runtimeEnvironmentId", "idempotencyKey");
-- file: internal-packages/database/prisma/migrations/20241120174034_add_idempotency_key_expires_at_columns/migration.sql
-- AlterTable
ALTER TABLE "BatchTaskRun" ADD COLUMN     "idempotencyKeyExpiresAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "idempotencyKeyExpiresAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20241121114454_add_payload_columns_to_batch_task_run/migration.sql
-- AlterTable
ALTER TABLE "BatchTaskRun" ADD COLUMN     "payload" TEXT,
ADD COLUMN     "payloadType" TEXT NOT NULL DEFAULT 'application/json';
-- file: internal-packages/database/prisma/migrations/20241121135006_add_options_to_batch_task_run/migration.sql
-- AlterTable
ALTER TABLE "BatchTaskRun" ADD COLUMN     "options" JSONB;
-- file: internal-packages/database/prisma/migrations/20241125174424_task_run_project_id_id_desc_index_for_runs_list/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRun_projectId_id_idx" ON "TaskRun"("projectId", "id" DESC);
-- file: internal-packages/database/prisma/migrations/20241126094217_add_batch_id_index_to_task_run/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRun_runtimeEnvironmentId_batchId_idx" ON "TaskRun"("runtimeEnvironmentId", "batchId");
-- file: internal-packages/database/prisma/migrations/20241126110327_add_denormalized_task_version_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "taskVersion" TEXT;
-- file: internal-packages/database/prisma/migrations/20241126110902_add_more_worker_columns_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "cliVersion" TEXT,
ADD COLUMN     "sdkVersion" TEXT;
-- file: internal-packages/database/prisma/migrations/20241127153804_add_batch_version_to_batch_task_run/migration.sql
-- AlterTable
ALTER TABLE "BatchTaskRun" ADD COLUMN     "batchVersion" TEXT NOT NULL DEFAULT 'v1';
-- file: internal-packages/database/prisma/migrations/20241129141824_add_one_time_use_tokens/migration.sql
-- AlterTable
ALTER TABLE "BatchTaskRun" ADD COLUMN     "oneTimeUseToken" TEXT;

-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "oneTimeUseToken" TEXT;
-- file: internal-packages/database/prisma/migrations/20241129141900_add_one_time_use_index_task_run/migration.sql
/*
 Warnings:
 
 - A unique constraint covering the columns `[oneTimeUseToken]` on the table `TaskRun` will be added. If there are existing duplicate values, this will fail.
 
 */
-- CreateIndex
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "TaskRun_oneTimeUseToken_key" ON "TaskRun"("oneTimeUseToken");
-- file: internal-packages/database/prisma/migrations/20241129142057_add_one_time_use_token_index_batch_task_run/migration.sql
/*
 Warnings:
 
 - A unique constraint covering the columns `[oneTimeUseToken]` on the table `BatchTaskRun` will be added. If there are existing duplicate values, this will fail.
 
 */
-- CreateIndex
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "BatchTaskRun_oneTimeUseToken_key" ON "BatchTaskRun"("oneTimeUseToken");
-- file: internal-packages/database/prisma/migrations/20241206135145_create_realtime_chunks_table/migration.sql
-- CreateTable
CREATE TABLE "RealtimeStreamChunk" (
  "id" TEXT NOT NULL,
  "key" TEXT NOT NULL,
  "value" TEXT NOT NULL,
  "sequence" INTEGER NOT NULL,
  "runId" TEXT NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "RealtimeStreamChunk_pkey" PRIMARY KEY ("id")
);

-- Add index on (runID, createdAt) for efficient queries
CREATE INDEX "RealtimeStreamChunk_runId" ON "RealtimeStreamChunk" ("runId");
-- file: internal-packages/database/prisma/migrations/20241208074324_add_created_at_index_to_realtime_stream_chunks/migration.sql
-- CreateIndex
CREATE INDEX "RealtimeStreamChunk_createdAt_idx" ON "RealtimeStreamChunk"("createdAt");

-- RenameIndex
ALTER INDEX "RealtimeStreamChunk_runId" RENAME TO "RealtimeStreamChunk_runId_idx";
-- file: internal-packages/database/prisma/migrations/20241216212038_add_metadata_version/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "metadataVersion" INTEGER NOT NULL DEFAULT 1;
-- file: internal-packages/database/prisma/migrations/20250103152909_add_run_engine_v2/migration.sql
-- CreateEnum
CREATE TYPE "RunEngineVersion" AS ENUM ('V1', 'V2');

-- CreateEnum
CREATE TYPE "TaskRunExecutionStatus" AS ENUM ('RUN_CREATED', 'QUEUED', 'PENDING_EXECUTING', 'EXECUTING', 'EXECUTING_WITH_WAITPOINTS', 'BLOCKED_BY_WAITPOINTS', 'PENDING_CANCEL', 'FINISHED');

-- CreateEnum
CREATE TYPE "TaskRunCheckpointType" AS ENUM ('DOCKER', 'KUBERNETES');

-- CreateEnum
CREATE TYPE "WaitpointType" AS ENUM ('RUN', 'DATETIME', 'MANUAL');

-- CreateEnum
CREATE TYPE "WaitpointStatus" AS ENUM ('PENDING', 'COMPLETED');

-- CreateEnum
CREATE TYPE "WorkerInstanceGroupType" AS ENUM ('MANAGED', 'UNMANAGED');

-- CreateEnum
CREATE TYPE "WorkerDeploymentType" AS ENUM ('MANAGED', 'UNMANAGED', 'V1');

-- AlterTable
ALTER TABLE "BackgroundWorker" ADD COLUMN     "workerGroupId" TEXT;

-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "defaultWorkerGroupId" TEXT,
ADD COLUMN     "engine" "RunEngineVersion" NOT NULL DEFAULT 'V1';

-- AlterTable
ALTER TABLE "TaskEvent" ADD COLUMN     "isDebug" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "attemptNumber" INTEGER,
ADD COLUMN     "engine" "RunEngineVersion" NOT NULL DEFAULT 'V1',
ADD COLUMN     "firstAttemptStartedAt" TIMESTAMP(3),
ADD COLUMN     "masterQueue" TEXT NOT NULL DEFAULT 'main',
ADD COLUMN     "priorityMs" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "secondaryMasterQueue" TEXT;

-- AlterTable
ALTER TABLE "WorkerDeployment" ADD COLUMN     "type" "WorkerDeploymentType" NOT NULL DEFAULT 'V1';

-- CreateTable
CREATE TABLE "TaskRunExecutionSnapshot" (
    "id" TEXT NOT NULL,
    "engine" "RunEngineVersion" NOT NULL DEFAULT 'V2',
    "executionStatus" "TaskRunExecutionStatus" NOT NULL,
    "description" TEXT NOT NULL,
    "isValid" BOOLEAN NOT NULL DEFAULT true,
    "error" TEXT,
    "runId" TEXT NOT NULL,
    "runStatus" "TaskRunStatus" NOT NULL,
    "attemptNumber" INTEGER,
    "checkpointId" TEXT,
    "workerId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "lastHeartbeatAt" TIMESTAMP(3),

    CONSTRAINT "TaskRunExecutionSnapshot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaskRunCheckpoint" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "type" "TaskRunCheckpointType" NOT NULL,
    "location" TEXT NOT NULL,
    "imageRef" TEXT NOT NULL,
    "reason" TEXT,
    "metadata" TEXT,
    "projectId" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaskRunCheckpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Waitpoint" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "type" "WaitpointType" NOT NULL,
    "status" "WaitpointStatus" NOT NULL DEFAULT 'PENDING',
    "completedAt" TIMESTAMP(3),
    "idempotencyKey" TEXT NOT NULL,
    "userProvidedIdempotencyKey" BOOLEAN NOT NULL,
    "inactiveIdempotencyKey" TEXT,
    "completedByTaskRunId" TEXT,
    "completedAfter" TIMESTAMP(3),
    "output" TEXT,
    "outputType" TEXT NOT NULL DEFAULT 'application/json',
    "outputIsError" BOOLEAN NOT NULL DEFAULT false,
    "projectId" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Waitpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaskRunWaitpoint" (
    "id" TEXT NOT NULL,
    "taskRunId" TEXT NOT NULL,
    "waitpointId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaskRunWaitpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeatureFlag" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "value" JSONB,

    CONSTRAINT "FeatureFlag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkerInstance" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "resourceIdentifier" TEXT NOT NULL,
    "metadata" JSONB,
    "workerGroupId" TEXT NOT NULL,
    "organizationId" TEXT,
    "projectId" TEXT,
    "environmentId" TEXT,
    "deploymentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "lastDequeueAt" TIMESTAMP(3),
    "lastHeartbeatAt" TIMESTAMP(3),

    CONSTRAINT "WorkerInstance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkerInstanceGroup" (
    "id" TEXT NOT NULL,
    "type" "WorkerInstanceGroupType" NOT NULL,
    "name" TEXT NOT NULL,
    "masterQueue" TEXT NOT NULL,
    "description" TEXT,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "tokenId" TEXT NOT NULL,
    "organizationId" TEXT,
    "projectId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkerInstanceGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkerGroupToken" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkerGroupToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_completedWaitpoints" (
    "A" TEXT NOT NULL,
    "B" TEXT NOT NULL
);

-- CreateIndex
CREATE INDEX "TaskRunExecutionSnapshot_runId_isValid_createdAt_idx" ON "TaskRunExecutionSnapshot"("runId", "isValid", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "TaskRunCheckpoint_friendlyId_key" ON "TaskRunCheckpoint"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "Waitpoint_friendlyId_key" ON "Waitpoint"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "Waitpoint_completedByTaskRunId_key" ON "Waitpoint"("completedByTaskRunId");

-- CreateIndex
CREATE UNIQUE INDEX "Waitpoint_environmentId_idempotencyKey_key" ON "Waitpoint"("environmentId", "idempotencyKey");

-- CreateIndex
CREATE INDEX "TaskRunWaitpoint_taskRunId_idx" ON "TaskRunWaitpoint"("taskRunId");

-- CreateIndex
CREATE INDEX "TaskRunWaitpoint_waitpointId_idx" ON "TaskRunWaitpoint"("waitpointId");

-- CreateIndex
CREATE UNIQUE INDEX "TaskRunWaitpoint_taskRunId_waitpointId_key" ON "TaskRunWaitpoint"("taskRunId", "waitpointId");

-- CreateIndex
CREATE UNIQUE INDEX "FeatureFlag_key_key" ON "FeatureFlag"("key");

-- CreateIndex
CREATE UNIQUE INDEX "WorkerInstance_workerGroupId_resourceIdentifier_key" ON "WorkerInstance"("workerGroupId", "resourceIdentifier");

-- CreateIndex
CREATE UNIQUE INDEX "WorkerInstanceGroup_masterQueue_key" ON "WorkerInstanceGroup"("masterQueue");

-- CreateIndex
CREATE UNIQUE INDEX "WorkerInstanceGroup_tokenId_key" ON "WorkerInstanceGroup"("tokenId");

-- CreateIndex
CREATE UNIQUE INDEX "WorkerGroupToken_tokenHash_key" ON "WorkerGroupToken"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "_completedWaitpoints_AB_unique" ON "_completedWaitpoints"("A", "B");

-- CreateIndex
CREATE INDEX "_completedWaitpoints_B_index" ON "_completedWaitpoints"("B");

-- AddForeignKey
ALTER TABLE "Project" ADD CONSTRAINT "Project_defaultWorkerGroupId_fkey" FOREIGN KEY ("defaultWorkerGroupId") REFERENCES "WorkerInstanceGroup"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackgroundWorker" ADD CONSTRAINT "BackgroundWorker_workerGroupId_fkey" FOREIGN KEY ("workerGroupId") REFERENCES "WorkerInstanceGroup"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRunExecutionSnapshot" ADD CONSTRAINT "TaskRunExecutionSnapshot_runId_fkey" FOREIGN KEY ("runId") REFERENCES "TaskRun"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRunExecutionSnapshot" ADD CONSTRAINT "TaskRunExecutionSnapshot_checkpointId_fkey" FOREIGN KEY ("checkpointId") REFERENCES "TaskRunCheckpoint"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRunExecutionSnapshot" ADD CONSTRAINT "TaskRunExecutionSnapshot_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES "WorkerInstance"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRunCheckpoint" ADD CONSTRAINT "TaskRunCheckpoint_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRunCheckpoint" ADD CONSTRAINT "TaskRunCheckpoint_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Waitpoint" ADD CONSTRAINT "Waitpoint_completedByTaskRunId_fkey" FOREIGN KEY ("completedByTaskRunId") REFERENCES "TaskRun"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Waitpoint" ADD CONSTRAINT "Waitpoint_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Waitpoint" ADD CONSTRAINT "Waitpoint_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRunWaitpoint" ADD CONSTRAINT "TaskRunWaitpoint_taskRunId_fkey" FOREIGN KEY ("taskRunId") REFERENCES "TaskRun"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRunWaitpoint" ADD CONSTRAINT "TaskRunWaitpoint_waitpointId_fkey" FOREIGN KEY ("waitpointId") REFERENCES "Waitpoint"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRunWaitpoint" ADD CONSTRAINT "TaskRunWaitpoint_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkerInstance" ADD CONSTRAINT "WorkerInstance_workerGroupId_fkey" FOREIGN KEY ("workerGroupId") REFERENCES "WorkerInstanceGroup"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkerInstance" ADD CONSTRAINT "WorkerInstance_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkerInstance" ADD CONSTRAINT "WorkerInstance_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkerInstance" ADD CONSTRAINT "WorkerInstance_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkerInstance" ADD CONSTRAINT "WorkerInstance_deploymentId_fkey" FOREIGN KEY ("deploymentId") REFERENCES "WorkerDeployment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkerInstanceGroup" ADD CONSTRAINT "WorkerInstanceGroup_tokenId_fkey" FOREIGN KEY ("tokenId") REFERENCES "WorkerGroupToken"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkerInstanceGroup" ADD CONSTRAINT "WorkerInstanceGroup_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkerInstanceGroup" ADD CONSTRAINT "WorkerInstanceGroup_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_completedWaitpoints" ADD CONSTRAINT "_completedWaitpoints_A_fkey" FOREIGN KEY ("A") REFERENCES "TaskRunExecutionSnapshot"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_completedWaitpoints" ADD CONSTRAINT "_completedWaitpoints_B_fkey" FOREIGN KEY ("B") REFERENCES "Waitpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20250106172943_added_span_id_to_complete_to_task_run_waitpoint/migration.sql
-- AlterTable
ALTER TABLE "TaskRunWaitpoint" ADD COLUMN     "spanIdToComplete" TEXT;
-- file: internal-packages/database/prisma/migrations/20250109131442_added_batch_and_index_to_task_run_waitpoint_and_task_run_execution_snapshot/migration.sql
-- AlterTable
ALTER TABLE "TaskRunExecutionSnapshot" ADD COLUMN     "batchId" TEXT,
ADD COLUMN     "completedWaitpointOrder" TEXT[];

-- AlterTable
ALTER TABLE "TaskRunWaitpoint" ADD COLUMN     "batchId" TEXT,
ADD COLUMN     "batchIndex" INTEGER;

-- AddForeignKey
ALTER TABLE "TaskRunExecutionSnapshot" ADD CONSTRAINT "TaskRunExecutionSnapshot_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "BatchTaskRun"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskRunWaitpoint" ADD CONSTRAINT "TaskRunWaitpoint_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "BatchTaskRun"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20250109173506_waitpoint_added_batch_type/migration.sql
-- AlterEnum
ALTER TYPE "WaitpointType" ADD VALUE 'BATCH';

-- AlterTable
ALTER TABLE "Waitpoint" ADD COLUMN     "completedByBatchId" TEXT;

-- AddForeignKey
ALTER TABLE "Waitpoint" ADD CONSTRAINT "Waitpoint_completedByBatchId_fkey" FOREIGN KEY ("completedByBatchId") REFERENCES "BatchTaskRun"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20250109175955_waitpoint_added_completed_by_batch_id_index/migration.sql
-- CreateIndex
CREATE INDEX "Waitpoint_completedByBatchId_idx" ON "Waitpoint"("completedByBatchId");
-- file: internal-packages/database/prisma/migrations/20250114153223_task_run_waitpoint_unique_constraint_added_batch_index/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[taskRunId,waitpointId,batchIndex]` on the table `TaskRunWaitpoint` will be added. If there are existing duplicate values, this will fail.

*/
-- DropIndex
DROP INDEX "TaskRunWaitpoint_taskRunId_waitpointId_key";

-- CreateIndex (multiple can have null batchIndex, so we need the other one below)
CREATE UNIQUE INDEX "TaskRunWaitpoint_taskRunId_waitpointId_batchIndex_key" ON "TaskRunWaitpoint" ("taskRunId", "waitpointId", "batchIndex");

-- CreateIndex (where batchIndex is null)
CREATE UNIQUE INDEX "TaskRunWaitpoint_taskRunId_waitpointId_batchIndex_null_key" ON "TaskRunWaitpoint"("taskRunId", "waitpointId") WHERE "batchIndex" IS NULL;
-- file: internal-packages/database/prisma/migrations/20250116115746_rename_blocked_by_waitpoints_to_suspended/migration.sql
/*
  Warnings:

  - The values [BLOCKED_BY_WAITPOINTS] on the enum `TaskRunExecutionStatus` will be removed. If these variants are still used in the database, this will fail.

*/
-- AlterEnum
BEGIN;
CREATE TYPE "TaskRunExecutionStatus_new" AS ENUM ('RUN_CREATED', 'QUEUED', 'PENDING_EXECUTING', 'EXECUTING', 'EXECUTING_WITH_WAITPOINTS', 'SUSPENDED', 'PENDING_CANCEL', 'FINISHED');
ALTER TABLE "TaskRunExecutionSnapshot" ALTER COLUMN "executionStatus" TYPE "TaskRunExecutionStatus_new" USING ("executionStatus"::text::"TaskRunExecutionStatus_new");
ALTER TYPE "TaskRunExecutionStatus" RENAME TO "TaskRunExecutionStatus_old";
ALTER TYPE "TaskRunExecutionStatus_new" RENAME TO "TaskRunExecutionStatus";
DROP TYPE "TaskRunExecutionStatus_old";
COMMIT;
-- file: internal-packages/database/prisma/migrations/20250128160520_add_runner_id_to_execution_snapshots/migration.sql
-- AlterTable
ALTER TABLE "TaskRunExecutionSnapshot" ADD COLUMN     "runnerId" TEXT;
-- file: internal-packages/database/prisma/migrations/20250130173941_background_worker_added_engine_version_column/migration.sql
-- AlterTable
ALTER TABLE "BackgroundWorker" ADD COLUMN     "engine" "RunEngineVersion" NOT NULL DEFAULT 'V1';
-- file: internal-packages/database/prisma/migrations/20250131120251_add_batch_trigger_v3_columns/migration.sql
-- AlterTable
ALTER TABLE "BatchTaskRun" ADD COLUMN     "completedAt" TIMESTAMP(3),
ADD COLUMN     "completedCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "expectedCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "sealed" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sealedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "BatchTaskRunItem" ADD COLUMN     "completedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20250131145633_add_processing_columns_to_batch_task_run/migration.sql
-- AlterTable
ALTER TABLE "BatchTaskRun" ADD COLUMN     "processingJobsCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "processingJobsExpectedCount" INTEGER NOT NULL DEFAULT 0;
-- file: internal-packages/database/prisma/migrations/20250201072700_add_resumed_at_to_batch_task_run/migration.sql
-- AlterTable
ALTER TABLE "BatchTaskRun" ADD COLUMN     "resumedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20250203132941_add_missing_batch_task_run_dependent_task_attempt_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "BatchTaskRun_dependentTaskAttemptId_idx" ON "BatchTaskRun"("dependentTaskAttemptId");
-- file: internal-packages/database/prisma/migrations/20250203133220_add_missing_checkpoint_restore_event_checkpoint_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "CheckpointRestoreEvent_checkpointId_idx" ON "CheckpointRestoreEvent"("checkpointId");
-- file: internal-packages/database/prisma/migrations/20250203133324_add_missing_checkpoint_restore_event_run_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "CheckpointRestoreEvent_runId_idx" ON "CheckpointRestoreEvent"("runId");
-- file: internal-packages/database/prisma/migrations/20250203133511_add_missing_task_run_dependency_dependent_attempt_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRunDependency_dependentAttemptId_idx" ON "TaskRunDependency"("dependentAttemptId");
-- file: internal-packages/database/prisma/migrations/20250203133619_add_missing_task_run_dependency_dependent_batch_run_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRunDependency_dependentBatchRunId_idx" ON "TaskRunDependency"("dependentBatchRunId");
-- file: internal-packages/database/prisma/migrations/20250203133835_add_missing_background_worker_runtime_environment_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "BackgroundWorker_runtimeEnvironmentId_idx" ON "BackgroundWorker"("runtimeEnvironmentId");
-- file: internal-packages/database/prisma/migrations/20250203134009_add_missing_background_worker_task_runtime_environment_id_project_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "BackgroundWorkerTask_runtimeEnvironmentId_projectId_idx" ON "BackgroundWorkerTask"("runtimeEnvironmentId", "projectId");
-- file: internal-packages/database/prisma/migrations/20250203223832_add_text_pattern_ops_index_to_secret_store_key/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "SecretStore_key_idx" ON "SecretStore"("key" text_pattern_ops);
-- file: internal-packages/database/prisma/migrations/20250206170153_drop_task_schedule_foreign_key_constraints_on_task_run/migration.sql
-- DropForeignKey
ALTER TABLE
  "TaskRun" DROP CONSTRAINT IF EXISTS "TaskRun_scheduleId_fkey";

-- DropForeignKey
ALTER TABLE
  "TaskRun" DROP CONSTRAINT IF EXISTS "TaskRun_scheduleInstanceId_fkey";
-- file: internal-packages/database/prisma/migrations/20250207104914_added_environment_and_environment_type_to_task_run_execution_snapshot/migration.sql
/*
  Warnings:

  - Added the required column `environmentId` to the `TaskRunExecutionSnapshot` table without a default value. This is not possible if the table is not empty.
  - Added the required column `environmentType` to the `TaskRunExecutionSnapshot` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "TaskRunExecutionSnapshot" ADD COLUMN     "environmentId" TEXT NOT NULL,
ADD COLUMN     "environmentType" "RuntimeEnvironmentType" NOT NULL;

-- AddForeignKey
ALTER TABLE "TaskRunExecutionSnapshot" ADD CONSTRAINT "TaskRunExecutionSnapshot_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20250210164232_add_queue_timestamp_to_run/migration.sql
-- AlterTable
ALTER TABLE
  "TaskRun"
ADD
  COLUMN "queueTimestamp" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20250211150836_add_aborted_batch_task_run_status/migration.sql
-- AlterEnum
ALTER TYPE "BatchTaskRunStatus"
ADD
  VALUE 'ABORTED';
-- file: internal-packages/database/prisma/migrations/20250212053026_create_task_event_partitioned_table/migration.sql
-- CreateTable
CREATE TABLE "TaskEventPartitioned" (
  "id" text NOT NULL,
  "message" TEXT NOT NULL,
  "traceId" TEXT NOT NULL,
  "spanId" TEXT NOT NULL,
  "parentId" TEXT,
  "tracestate" TEXT,
  "isError" BOOLEAN NOT NULL DEFAULT false,
  "isPartial" BOOLEAN NOT NULL DEFAULT false,
  "isCancelled" BOOLEAN NOT NULL DEFAULT false,
  "serviceName" TEXT NOT NULL,
  "serviceNamespace" TEXT NOT NULL,
  "level" "TaskEventLevel" NOT NULL DEFAULT 'TRACE',
  "kind" "TaskEventKind" NOT NULL DEFAULT 'INTERNAL',
  "status" "TaskEventStatus" NOT NULL DEFAULT 'UNSET',
  "links" JSONB,
  "events" JSONB,
  "startTime" BIGINT NOT NULL,
  "duration" BIGINT NOT NULL DEFAULT 0,
  "attemptId" TEXT,
  "attemptNumber" INTEGER,
  "environmentId" TEXT NOT NULL,
  "environmentType" "RuntimeEnvironmentType" NOT NULL,
  "organizationId" TEXT NOT NULL,
  "projectId" TEXT NOT NULL,
  "projectRef" TEXT NOT NULL,
  "runId" TEXT NOT NULL,
  "runIsTest" BOOLEAN NOT NULL DEFAULT false,
  "idempotencyKey" TEXT,
  "taskSlug" TEXT NOT NULL,
  "taskPath" TEXT,
  "taskExportName" TEXT,
  "workerId" TEXT,
  "workerVersion" TEXT,
  "queueId" TEXT,
  "queueName" TEXT,
  "batchId" TEXT,
  "properties" JSONB NOT NULL,
  "metadata" JSONB,
  "style" JSONB,
  "output" JSONB,
  "outputType" TEXT,
  "payload" JSONB,
  "payloadType" TEXT,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "usageDurationMs" INTEGER NOT NULL DEFAULT 0,
  "usageCostInCents" DOUBLE PRECISION NOT NULL DEFAULT 0,
  "machinePreset" TEXT,
  "machinePresetCpu" DOUBLE PRECISION,
  "machinePresetMemory" DOUBLE PRECISION,
  "machinePresetCentsPerMs" DOUBLE PRECISION,
  CONSTRAINT "TaskEventPartitioned_pkey" PRIMARY KEY ("id", "createdAt")
) PARTITION BY RANGE ("createdAt");

-- CreateIndex
CREATE INDEX "TaskEventPartitioned_traceId_idx" ON "TaskEventPartitioned"("traceId");

-- CreateIndex
CREATE INDEX "TaskEventPartitioned_spanId_idx" ON "TaskEventPartitioned"("spanId");

-- CreateIndex
CREATE INDEX "TaskEventPartitioned_runId_idx" ON "TaskEventPartitioned"("runId");
-- file: internal-packages/database/prisma/migrations/20250212075957_add_task_event_store_to_task_run/migration.sql
-- AlterTable
ALTER TABLE
  "TaskRun"
ADD
  COLUMN "taskEventStore" TEXT NOT NULL DEFAULT 'taskEvent';
-- file: internal-packages/database/prisma/migrations/20250218124428_add_resumed_at_to_task_run_dependency/migration.sql
-- AlterTable
ALTER TABLE "TaskRunDependency" ADD COLUMN     "resumedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20250219140441_waitpoint_added_idempotency_key_expires_at/migration.sql
-- AlterTable
ALTER TABLE "Waitpoint" ADD COLUMN     "idempotencyKeyExpiresAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20250225164413_add_executed_at_to_task_run/migration.sql
-- AlterTable
ALTER TABLE
  "TaskRun"
ADD
  COLUMN "executedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20250304184614_remove_task_run_first_attempt_started_at_column/migration.sql
/*
  Warnings:

  - You are about to drop the column `firstAttemptStartedAt` on the `TaskRun` table. All the data in the column will be lost.

*/

-- AlterTable
ALTER TABLE "TaskRun" DROP COLUMN "firstAttemptStartedAt";
-- file: internal-packages/database/prisma/migrations/20250310132020_added_dashboard_preferences_to_user/migration.sql
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "dashboardPreferences" JSONB;
-- file: internal-packages/database/prisma/migrations/20250313114927_organization_added_avatar/migration.sql
-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "avatar" JSONB;
-- file: internal-packages/database/prisma/migrations/20250314133612_add_queued_executing_status_to_snapshots/migration.sql
-- AlterEnum
ALTER TYPE "TaskRunExecutionStatus"
ADD
  VALUE 'QUEUED_EXECUTING';
-- file: internal-packages/database/prisma/migrations/20250318090847_pause_queues_and_environments/migration.sql
-- AlterTable
ALTER TABLE "RuntimeEnvironment"
ADD COLUMN "paused" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "TaskQueue"
ADD COLUMN "paused" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20250318163201_add_previous_snapshot_id_to_task_run_execution_snapshot/migration.sql
-- AlterTable
ALTER TABLE
  "TaskRunExecutionSnapshot"
ADD
  COLUMN "previousSnapshotId" TEXT;
-- file: internal-packages/database/prisma/migrations/20250319103257_add_release_concurrency_on_waitpoint_to_task_queue/migration.sql
-- AlterTable
ALTER TABLE
  "TaskQueue"
ADD
  COLUMN "releaseConcurrencyOnWaitpoint" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20250319110754_add_org_and_project_to_execution_snapshots/migration.sql
/*
 Warnings:
 
 - Added the required column `organizationId` to the `TaskRunExecutionSnapshot` table without a default value. This is not possible if the table is not empty.
 - Added the required column `projectId` to the `TaskRunExecutionSnapshot` table without a default value. This is not possible if the table is not empty.
 
 */
-- AlterTable
ALTER TABLE
  "TaskRunExecutionSnapshot"
ADD
  COLUMN "organizationId" TEXT NOT NULL,
ADD
  COLUMN "projectId" TEXT NOT NULL;

-- AddForeignKey
ALTER TABLE
  "TaskRunExecutionSnapshot"
ADD
  CONSTRAINT "TaskRunExecutionSnapshot_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE
  "TaskRunExecutionSnapshot"
ADD
  CONSTRAINT "TaskRunExecutionSnapshot_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20250319114436_add_metadata_to_task_run_execution_snapshots/migration.sql
-- AlterTable
ALTER TABLE
  "TaskRunExecutionSnapshot"
ADD
  COLUMN "metadata" JSONB;
-- file: internal-packages/database/prisma/migrations/20250319131807_add_locked_queue_id_to_task_run/migration.sql
-- AlterTable
ALTER TABLE
  "TaskRun"
ADD
  COLUMN "lockedQueueId" TEXT;
-- file: internal-packages/database/prisma/migrations/20250319222954_add_task_queue_indexing_columns_for_v2/migration.sql
-- CreateEnum
CREATE TYPE "TaskQueueVersion" AS ENUM ('V1', 'V2');

-- AlterTable
ALTER TABLE
  "TaskQueue"
ADD
  COLUMN "orderableName" TEXT,
ADD
  COLUMN "version" "TaskQueueVersion" NOT NULL DEFAULT 'V1';
-- file: internal-packages/database/prisma/migrations/20250320085824_add_queue_to_background_worker_task/migration.sql
-- AlterTable
ALTER TABLE
  "BackgroundWorkerTask"
ADD
  COLUMN "queueId" TEXT,
ALTER COLUMN
  "exportName" DROP NOT NULL;

-- AddForeignKey
ALTER TABLE
  "BackgroundWorkerTask"
ADD
  CONSTRAINT "BackgroundWorkerTask_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "TaskQueue"("id") ON DELETE
SET
  NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20250320105905_waitpoint_add_indexes_for_dashboard/migration.sql
-- CreateIndex
CREATE INDEX "Waitpoint_environmentId_type_createdAt_idx" ON "Waitpoint" ("environmentId", "type", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Waitpoint_environmentId_type_status_idx" ON "Waitpoint" ("environmentId", "type", "status");
-- file: internal-packages/database/prisma/migrations/20250320111737_add_pending_version_task_run_status/migration.sql
-- AlterEnum
ALTER TYPE "TaskRunStatus"
ADD
  VALUE 'PENDING_VERSION';
-- file: internal-packages/database/prisma/migrations/20250320130354_add_many_to_many_relationship_task_queue_background_worker/migration.sql
-- CreateTable
CREATE TABLE "_BackgroundWorkerToTaskQueue" ("A" TEXT NOT NULL, "B" TEXT NOT NULL);

-- CreateIndex
CREATE UNIQUE INDEX "_BackgroundWorkerToTaskQueue_AB_unique" ON "_BackgroundWorkerToTaskQueue"("A", "B");

-- CreateIndex
CREATE INDEX "_BackgroundWorkerToTaskQueue_B_index" ON "_BackgroundWorkerToTaskQueue"("B");

-- AddForeignKey
ALTER TABLE
  "_BackgroundWorkerToTaskQueue"
ADD
  CONSTRAINT "_BackgroundWorkerToTaskQueue_A_fkey" FOREIGN KEY ("A") REFERENCES "BackgroundWorker"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE
  "_BackgroundWorkerToTaskQueue"
ADD
  CONSTRAINT "_BackgroundWorkerToTaskQueue_B_fkey" FOREIGN KEY ("B") REFERENCES "TaskQueue"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20250320152314_waitpoint_tags/migration.sql
-- AlterTable
ALTER TABLE "Waitpoint" ADD COLUMN     "waitpointTags" TEXT[];

-- CreateTable
CREATE TABLE "WaitpointTag" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "environmentId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WaitpointTag_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WaitpointTag_environmentId_name_key" ON "WaitpointTag"("environmentId", "name");

-- AddForeignKey
ALTER TABLE "WaitpointTag" ADD CONSTRAINT "WaitpointTag_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitpointTag" ADD CONSTRAINT "WaitpointTag_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20250320152806_waitpoint_renamed_tags/migration.sql
/*
  Warnings:

  - You are about to drop the column `waitpointTags` on the `Waitpoint` table. All the data in the column will be lost.

*/

-- AlterTable
ALTER TABLE "Waitpoint" DROP COLUMN "waitpointTags",
ADD COLUMN     "tags" TEXT[];
-- file: internal-packages/database/prisma/migrations/20250320223742_add_status_reason_to_task_run/migration.sql
-- AlterTable
ALTER TABLE
  "TaskRun"
ADD
  COLUMN "statusReason" TEXT;
-- file: internal-packages/database/prisma/migrations/20250325124348_added_connected_runs_to_waitpoints/migration.sql
-- CreateTable
CREATE TABLE
    "_WaitpointRunConnections" ("A" TEXT NOT NULL, "B" TEXT NOT NULL);

-- CreateIndex
CREATE UNIQUE INDEX "_WaitpointRunConnections_AB_unique" ON "_WaitpointRunConnections" ("A", "B");

-- CreateIndex
CREATE INDEX "_WaitpointRunConnections_B_index" ON "_WaitpointRunConnections" ("B");

-- AddForeignKey
ALTER TABLE "_WaitpointRunConnections" ADD CONSTRAINT "_WaitpointRunConnections_A_fkey" FOREIGN KEY ("A") REFERENCES "TaskRun" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_WaitpointRunConnections" ADD CONSTRAINT "_WaitpointRunConnections_B_fkey" FOREIGN KEY ("B") REFERENCES "Waitpoint" ("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20250327181650_add_last_run_triggered_at_to_task_schedule/migration.sql
-- AlterTable
ALTER TABLE "TaskSchedule"
ADD COLUMN "lastRunTriggeredAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20250331105838_make_checkpoint_image_ref_optional/migration.sql
-- AlterTable
ALTER TABLE "TaskRunCheckpoint" ALTER COLUMN "imageRef" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20250411172850_environment_variable_value_is_secret/migration.sql
-- AlterTable
ALTER TABLE "EnvironmentVariableValue"
ADD COLUMN "isSecret" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20250417135530_task_schedule_dashboard_indexes/migration.sql
-- CreateIndex
CREATE INDEX IF NOT EXISTS "TaskSchedule_projectId_idx" ON "TaskSchedule" ("projectId");

-- CreateIndex
CREATE INDEX IF NOT EXISTS "TaskSchedule_projectId_createdAt_idx" ON "TaskSchedule" ("projectId", "createdAt" DESC);
-- file: internal-packages/database/prisma/migrations/20250422152423_add_run_chain_state_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "runChainState" JSONB;
-- file: internal-packages/database/prisma/migrations/20250428211853_add_environment_type_and_org_id_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "environmentType" "RuntimeEnvironmentType",
ADD COLUMN     "organizationId" TEXT;

-- file: internal-packages/database/prisma/migrations/20250429100819_background_worker_index_environment_id_and_created_at/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "BackgroundWorker_runtimeEnvironmentId_createdAt_idx" ON "BackgroundWorker" ("runtimeEnvironmentId", "createdAt" DESC);
-- file: internal-packages/database/prisma/migrations/20250509180155_runtime_environment_branching/migration.sql
-- AlterTable
ALTER TABLE "RuntimeEnvironment"
ADD COLUMN IF NOT EXISTS "archivedAt" TIMESTAMP(3),
ADD COLUMN IF NOT EXISTS "branchName" TEXT,
ADD COLUMN IF NOT EXISTS "git" JSONB,
ADD COLUMN IF NOT EXISTS "parentEnvironmentId" TEXT;

-- AddForeignKey
DO $$ 
BEGIN 
    IF NOT EXISTS (
        SELECT 1 
        FROM information_schema.table_constraints 
        WHERE table_name = 'RuntimeEnvironment' 
        AND constraint_name = 'RuntimeEnvironment_parentEnvironmentId_fkey'
    ) THEN 
        ALTER TABLE "RuntimeEnvironment" 
        ADD CONSTRAINT "RuntimeEnvironment_parentEnvironmentId_fkey" 
        FOREIGN KEY ("parentEnvironmentId") 
        REFERENCES "RuntimeEnvironment" ("id") 
        ON DELETE CASCADE 
        ON UPDATE CASCADE;
    END IF;
END $$;
-- file: internal-packages/database/prisma/migrations/20250509180346_runtime_environment_parent_environment_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "RuntimeEnvironment_parentEnvironmentId_idx" ON "RuntimeEnvironment" ("parentEnvironmentId");
-- file: internal-packages/database/prisma/migrations/20250511145836_runtime_environment_add_is_branchable_environment/migration.sql
-- AlterTable
ALTER TABLE "RuntimeEnvironment"
ADD COLUMN "isBranchableEnvironment" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20250513135201_runtime_environment_add_project_id_index/migration.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS "RuntimeEnvironment_projectId_idx" ON "RuntimeEnvironment" ("projectId");
-- file: internal-packages/database/prisma/migrations/20250515134154_worker_deployment_add_git_info/migration.sql
-- AlterTable
ALTER TABLE "WorkerDeployment"
ADD COLUMN "git" JSONB;
-- file: internal-packages/database/prisma/migrations/20250526092407_remove_v2_tables_round_1/migration.sql
/*
  Warnings:

  - You are about to drop the `JobCounter` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `WebhookDeliveryCounter` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `ApiIntegrationVote` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `ConnectionAttempt` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `DeferredScheduledEventService` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `DynamicTriggerRegistration` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `EndpointIndex` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `EventExample` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `HttpSourceRequestDelivery` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `JobAlias` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `JobIntegration` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `JobRunAutoYieldExecution` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `JobRunStatusRecord` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `JobRunSubscription` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `KeyValueItem` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `MissingConnection` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `TaskAttempt` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `TriggerSourceOption` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `WebhookRequestDelivery` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `_JobRunToMissingConnection` table. If the table is not empty, all the data it contains will be lost.

*/

-- DropTable
DROP TABLE IF EXISTS "JobCounter";

-- DropTable
DROP TABLE IF EXISTS "WebhookDeliveryCounter";

-- DropTable
DROP TABLE IF EXISTS "ApiIntegrationVote";

-- DropTable
DROP TABLE IF EXISTS "ConnectionAttempt";

-- DropTable
DROP TABLE IF EXISTS "DeferredScheduledEventService";

-- DropTable
DROP TABLE IF EXISTS "DynamicTriggerRegistration";

-- DropTable
DROP TABLE IF EXISTS "EndpointIndex";

-- DropTable
DROP TABLE IF EXISTS "EventExample";

-- DropTable
DROP TABLE IF EXISTS "HttpSourceRequestDelivery";

-- DropTable
DROP TABLE IF EXISTS "JobAlias";

-- DropTable
DROP TABLE IF EXISTS "JobIntegration";

-- DropTable
DROP TABLE IF EXISTS "JobRunAutoYieldExecution";

-- DropTable
DROP TABLE IF EXISTS "JobRunStatusRecord";

-- DropTable
DROP TABLE IF EXISTS "JobRunSubscription";

-- DropTable
DROP TABLE IF EXISTS "KeyValueItem";

-- DropTable
DROP TABLE IF EXISTS "MissingConnection" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "TaskAttempt";

-- DropTable
DROP TABLE IF EXISTS "TriggerSourceOption";

-- DropTable
DROP TABLE IF EXISTS "WebhookRequestDelivery";

-- DropTable
DROP TABLE IF EXISTS "_JobRunToMissingConnection";

-- DropEnum
DROP TYPE IF EXISTS "EndpointIndexSource";

-- DropEnum
DROP TYPE IF EXISTS "EndpointIndexStatus";

-- DropEnum
DROP TYPE IF EXISTS "JobRunSubscriptionEvents";

-- DropEnum
DROP TYPE IF EXISTS "JobRunSubscriptionRecipientMethod";

-- DropEnum
DROP TYPE IF EXISTS "JobRunSubscriptionStatus";

-- DropEnum
DROP TYPE IF EXISTS "TaskAttemptStatus";
-- file: internal-packages/database/prisma/migrations/20250526093738_remove_v2_round_2/migration.sql
/*
  Warnings:

  - You are about to drop the `JobRunExecution` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `ScheduleSource` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `WebhookEnvironment` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropTable
DROP TABLE IF EXISTS "JobRunExecution" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "ScheduleSource" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "WebhookEnvironment" CASCADE;
-- file: internal-packages/database/prisma/migrations/20250526094044_remove_v2_trigger_http_endpoint_environment/migration.sql
/*
  Warnings:

  - You are about to drop the column `httpEndpointEnvironmentId` on the `EventRecord` table. All the data in the column will be lost.
  - You are about to drop the `TriggerHttpEndpointEnvironment` table. If the table is not empty, all the data it contains will be lost.

*/
-- AlterTable
DO $$
BEGIN
    IF EXISTS (
        SELECT 1 
        FROM information_schema.tables 
        WHERE table_name = 'EventRecord'
    ) THEN
        ALTER TABLE "EventRecord" DROP COLUMN IF EXISTS "httpEndpointEnvironmentId" CASCADE;
    END IF;
END $$;


-- DropTable
DROP TABLE IF EXISTS "TriggerHttpEndpointEnvironment" CASCADE;
-- file: internal-packages/database/prisma/migrations/20250526094442_remove_v2_round_3/migration.sql
/*
  Warnings:

  - You are about to drop the `Task` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `Webhook` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropTable
DROP TABLE IF EXISTS "Task" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "Webhook" CASCADE;
-- file: internal-packages/database/prisma/migrations/20250526094729_remove_v2_round_4/migration.sql
/*
  Warnings:

  - You are about to drop the `RunConnection` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `TriggerSource` table. If the table is not empty, all the data it contains will be lost.

*/

-- DropTable
DROP TABLE IF EXISTS "RunConnection" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "TriggerSource" CASCADE;
-- file: internal-packages/database/prisma/migrations/20250526095040_remove_v2_round_5/migration.sql
/*
  Warnings:

  - You are about to drop the `IntegrationConnection` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropTable
DROP TABLE IF EXISTS "IntegrationConnection" CASCADE;
-- file: internal-packages/database/prisma/migrations/20250526095444_remove_v2_round_6/migration.sql
/*
  Warnings:

  - You are about to drop the `DynamicTrigger` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `EventDispatcher` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `EventRecord` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `JobRun` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `_DynamicTriggerToJob` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropTable
DROP TABLE IF EXISTS "DynamicTrigger" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "EventDispatcher" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "EventRecord" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "JobRun" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "_DynamicTriggerToJob" CASCADE;
-- file: internal-packages/database/prisma/migrations/20250526095826_remove_v2_round_7/migration.sql
/*
  Warnings:

  - You are about to drop the `JobVersion` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `TriggerHttpEndpoint` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropTable
DROP TABLE IF EXISTS "JobVersion" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "TriggerHttpEndpoint" CASCADE;
-- file: internal-packages/database/prisma/migrations/20250526100059_remove_v2_round_8/migration.sql
/*
  Warnings:

  - You are about to drop the `ConcurrencyLimitGroup` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `Endpoint` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `Job` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `JobQueue` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropTable
DROP TABLE IF EXISTS "ConcurrencyLimitGroup" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "Endpoint" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "Job" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "JobQueue" CASCADE;
-- file: internal-packages/database/prisma/migrations/20250526100402_remove_v2_round_9/migration.sql
/*
  Warnings:

  - You are about to drop the `ExternalAccount` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `Integration` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `IntegrationAuthMethod` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `IntegrationDefinition` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropTable
DROP TABLE IF EXISTS "ExternalAccount" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "Integration" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "IntegrationAuthMethod" CASCADE;

-- DropTable
DROP TABLE IF EXISTS "IntegrationDefinition" CASCADE;
-- file: internal-packages/database/prisma/migrations/20250526100607_remove_v2_round_10/migration.sql
-- DropEnum
DROP TYPE IF EXISTS "ConnectionType";

-- DropEnum
DROP TYPE IF EXISTS "DynamicTriggerType";

-- DropEnum
DROP TYPE IF EXISTS "IntegrationAuthSource";

-- DropEnum
DROP TYPE IF EXISTS "IntegrationSetupStatus";

-- DropEnum
DROP TYPE IF EXISTS "JobRunExecutionReason";

-- DropEnum
DROP TYPE IF EXISTS "JobRunExecutionStatus";

-- DropEnum
DROP TYPE IF EXISTS "JobRunStatus";

-- DropEnum
DROP TYPE IF EXISTS "JobStartPosition";

-- DropEnum
DROP TYPE IF EXISTS "JobVersionStatus";

-- DropEnum
DROP TYPE IF EXISTS "PayloadType";

-- DropEnum
DROP TYPE IF EXISTS "TaskChildExecutionMode";

-- DropEnum
DROP TYPE IF EXISTS "TaskStatus";

-- DropEnum
DROP TYPE IF EXISTS "TriggerChannel";
-- file: internal-packages/database/prisma/migrations/20250530131049_add_worker_deployment_image_platform/migration.sql
-- AlterTable
ALTER TABLE "WorkerDeployment" ADD COLUMN     "imagePlatform" TEXT NOT NULL DEFAULT 'linux/amd64';
-- file: internal-packages/database/prisma/migrations/20250605220110_remove_unused_completed_at_idnex/migration.sql
DROP INDEX CONCURRENTLY IF EXISTS "TaskRun_completedAt_idx";
-- file: internal-packages/database/prisma/migrations/20250605220552_remove_unused_schedule_instance_id_index/migration.sql
-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "TaskRun_scheduleInstanceId_idx";
-- file: internal-packages/database/prisma/migrations/20250606131749_remove_task_run_project_id_index/migration.sql
-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "TaskRun_projectId_idx";
-- file: internal-packages/database/prisma/migrations/20250606132144_remove_task_run_project_id_task_identifier_index/migration.sql
-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "TaskRun_projectId_taskIdentifier_idx";
-- file: internal-packages/database/prisma/migrations/20250606132316_remove_task_run_project_id_status_index/migration.sql
-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "TaskRun_projectId_status_idx";
-- file: internal-packages/database/prisma/migrations/20250606132630_remove_task_run_project_id_task_identifier_status_index/migration.sql
-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "TaskRun_projectId_taskIdentifier_status_idx";
-- file: internal-packages/database/prisma/migrations/20250606132928_remove_project_id_created_at_task_identifier_index/migration.sql
-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "TaskRun_projectId_createdAt_taskIdentifier_idx";
-- file: internal-packages/database/prisma/migrations/20250606133133_remove_task_run_project_id_id_desc_index/migration.sql
-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "TaskRun_projectId_id_idx";
-- file: internal-packages/database/prisma/migrations/20250609163214_add_task_run_environment_created_at_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRun_runtimeEnvironmentId_createdAt_id_idx" ON "TaskRun"("runtimeEnvironmentId", "createdAt" DESC, "id" DESC);
-- file: internal-packages/database/prisma/migrations/20250609164201_add_task_run_run_tags_gin_index/migration.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRun_runTags_idx" ON "TaskRun" USING GIN ("runTags" array_ops);
-- file: internal-packages/database/prisma/migrations/20250611075637_remove_task_run_environment_created_at_id_index/migration.sql
DROP INDEX CONCURRENTLY IF EXISTS "TaskRun_runtimeEnvironmentId_createdAt_id_idx";
-- file: internal-packages/database/prisma/migrations/20250611080026_add_task_run_environment_id_index_including_created_at/migration.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRun_runtimeEnvironmentId_id_idx" ON "TaskRun"("runtimeEnvironmentId", "id" DESC) INCLUDE ("createdAt") WITH (fillfactor = 90);
-- file: internal-packages/database/prisma/migrations/20250611080322_add_task_run_environment_created_at_index_including_id/migration.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRun_runtimeEnvironmentId_createdAt_idx" ON "TaskRun"("runtimeEnvironmentId", "createdAt" DESC) INCLUDE ("id") WITH (fillfactor = 90);
-- file: internal-packages/database/prisma/migrations/20250611080537_add_task_run_created_at_brin_index/migration.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRun_createdAt_idx" ON "TaskRun" USING BRIN ("createdAt");
-- file: internal-packages/database/prisma/migrations/20250612133743_add_task_run_status_first_index/migration.sql

CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskRun_status_runtimeEnvironmentId_createdAt_id_idx" ON "TaskRun"("status", "runtimeEnvironmentId", "createdAt", "id" DESC);
-- file: internal-packages/database/prisma/migrations/20250616083614_bulk_action_v2/migration.sql
-- AlterTable
ALTER TABLE "BulkActionGroup"
ADD COLUMN IF NOT EXISTS "cursor" JSONB,
ADD COLUMN IF NOT EXISTS "environmentId" TEXT,
ADD COLUMN IF NOT EXISTS "params" JSONB,
ADD COLUMN IF NOT EXISTS "processedCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN IF NOT EXISTS "queryName" TEXT,
ADD COLUMN IF NOT EXISTS "reason" TEXT,
ADD COLUMN IF NOT EXISTS "totalCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN IF NOT EXISTS "userId" TEXT;

-- Add foreign key constraints if they don't exist
DO $$ 
BEGIN
    IF NOT EXISTS (
        SELECT 1 FROM pg_constraint 
        WHERE conname = 'BulkActionGroup_environmentId_fkey'
    ) THEN
        ALTER TABLE "BulkActionGroup" 
        ADD CONSTRAINT "BulkActionGroup_environmentId_fkey" 
        FOREIGN KEY ("environmentId") 
        REFERENCES "RuntimeEnvironment"("id") 
        ON DELETE CASCADE ON UPDATE CASCADE;
    END IF;

    IF NOT EXISTS (
        SELECT 1 FROM pg_constraint 
        WHERE conname = 'BulkActionGroup_userId_fkey'
    ) THEN
        ALTER TABLE "BulkActionGroup" 
        ADD CONSTRAINT "BulkActionGroup_userId_fkey" 
        FOREIGN KEY ("userId") 
        REFERENCES "User"("id") 
        ON DELETE SET NULL ON UPDATE CASCADE;
    END IF;
END $$;
-- file: internal-packages/database/prisma/migrations/20250616084546_bulk_action_item_drop_friendly_id_unique_constraint/migration.sql
-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "BulkActionItem_friendlyId_key";
-- file: internal-packages/database/prisma/migrations/20250616084735_bulk_action_item_friendly_id_optional/migration.sql
-- AlterTable
ALTER TABLE "BulkActionItem"
ALTER COLUMN "friendlyId"
DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20250620144525_add_built_in_overrides_to_runtime_environment/migration.sql
-- AlterTable
ALTER TABLE "RuntimeEnvironment" ADD COLUMN     "builtInEnvironmentVariableOverrides" JSONB;
-- file: internal-packages/database/prisma/migrations/20250623141255_bulk_action_group_counts_completed_at/migration.sql
/*
Warnings:

- You are about to drop the column `processedCount` on the `BulkActionGroup` table. All the data in the column will be lost.
- You are about to drop the column `reason` on the `BulkActionGroup` table. All the data in the column will be lost.

 */
-- AlterEnum
ALTER TYPE "BulkActionStatus" ADD VALUE 'ABORTED';

-- AlterTable
ALTER TABLE "BulkActionGroup"
DROP COLUMN "processedCount",
DROP COLUMN "reason",
ADD COLUMN "completedAt" TIMESTAMP(3),
ADD COLUMN "failureCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "name" TEXT,
ADD COLUMN "successCount" INTEGER NOT NULL DEFAULT 0;
-- file: internal-packages/database/prisma/migrations/20250705082744_add_mfa_schema/migration.sql

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "mfaEnabledAt" TIMESTAMP(3),
ADD COLUMN     "mfaLastUsedCode" TEXT,
ADD COLUMN     "mfaSecretReferenceId" TEXT;

-- CreateTable
CREATE TABLE "MfaBackupCode" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MfaBackupCode_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "MfaBackupCode_userId_code_key" ON "MfaBackupCode"("userId", "code");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_mfaSecretReferenceId_fkey" FOREIGN KEY ("mfaSecretReferenceId") REFERENCES "SecretReference"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MfaBackupCode" ADD CONSTRAINT "MfaBackupCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20250708130212_task_run_add_bulk_action_group_ids/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "bulkActionGroupIds" TEXT[] DEFAULT ARRAY[]::TEXT[];
-- file: internal-packages/database/prisma/migrations/20250709115807_add_worker_deployment_runtime/migration.sql
-- AlterTable
ALTER TABLE "WorkerDeployment" ADD COLUMN     "runtime" TEXT;
-- file: internal-packages/database/prisma/migrations/20250709123917_add_worker_deployment_runtime_version/migration.sql
-- AlterTable
ALTER TABLE "WorkerDeployment" ADD COLUMN     "runtimeVersion" TEXT;
-- file: internal-packages/database/prisma/migrations/20250709131914_bulk_action_group_environment_id_created_at_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "BulkActionGroup_environmentId_createdAt_idx" ON "BulkActionGroup" ("environmentId", "createdAt" DESC);
-- file: internal-packages/database/prisma/migrations/20250709162608_add_task_run_template_model/migration.sql
CREATE TABLE "TaskRunTemplate" (
    "id" TEXT NOT NULL,
    "taskSlug" TEXT NOT NULL,
    "triggerSource" "TaskTriggerSource" NOT NULL,
    "label" TEXT NOT NULL,
    "payload" TEXT,
    "payloadType" TEXT NOT NULL DEFAULT 'application/json',
    "metadata" TEXT,
    "metadataType" TEXT NOT NULL DEFAULT 'application/json',
    "queue" TEXT,
    "concurrencyKey" TEXT,
    "ttlSeconds" INTEGER,
    "maxAttempts" INTEGER,
    "maxDurationSeconds" INTEGER,
    "tags" TEXT[],
    "machinePreset" TEXT,
    "projectId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaskRunTemplate_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "TaskRunTemplate_projectId_taskSlug_triggerSource_createdAt_idx" ON "TaskRunTemplate"("projectId", "taskSlug", "triggerSource", "createdAt" DESC);
-- file: internal-packages/database/prisma/migrations/20250709191244_add_runtime_and_runtime_version_to_background_worker/migration.sql
-- AlterTable
ALTER TABLE "BackgroundWorker" ADD COLUMN     "runtime" TEXT,
ADD COLUMN     "runtimeVersion" TEXT;
-- file: internal-packages/database/prisma/migrations/20250710105648_bulk_action_notification_type/migration.sql
-- CreateEnum
CREATE TYPE "BulkActionNotificationType" AS ENUM ('NONE', 'EMAIL');

-- AlterTable
ALTER TABLE "BulkActionGroup"
ADD COLUMN "completionNotification" "BulkActionNotificationType" NOT NULL DEFAULT 'NONE';
-- file: internal-packages/database/prisma/migrations/20250711124003_add_replayed_from_run_friendly_id/migration.sql
ALTER TABLE "TaskRun" ADD COLUMN     "replayedFromTaskRunFriendlyId" TEXT;
-- file: internal-packages/database/prisma/migrations/20250715124534_add_concurrency_limit_burst_factor_to_runtime_environment/migration.sql
-- AlterTable
ALTER TABLE "RuntimeEnvironment" ADD COLUMN     "concurrencyLimitBurstFactor" DECIMAL(4,2) NOT NULL DEFAULT 2.00;
-- file: internal-packages/database/prisma/migrations/20250716145327_drop_release_concurrency_on_waitpoint_on_task_queue/migration.sql
/*
  Warnings:

  - You are about to drop the column `releaseConcurrencyOnWaitpoint` on the `TaskQueue` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "TaskQueue" DROP COLUMN "releaseConcurrencyOnWaitpoint";
-- file: internal-packages/database/prisma/migrations/20250716150513_add_dequeued_task_run_status/migration.sql
-- AlterEnum
ALTER TYPE "TaskRunStatus" ADD VALUE 'DEQUEUED';
-- file: internal-packages/database/prisma/migrations/20250729155415_runtime_environment_add_organization_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "RuntimeEnvironment_organizationId_idx" ON "RuntimeEnvironment" ("organizationId");
-- file: internal-packages/database/prisma/migrations/20250730084611_add_payload_schema_to_background_worker_task/migration.sql
-- AlterTable
ALTER TABLE "BackgroundWorkerTask" ADD COLUMN     "payloadSchema" JSONB;
-- file: internal-packages/database/prisma/migrations/20250805161650_worker_instance_group_added_cloud_provider_location_static_ips_columns/migration.sql
-- AlterTable
ALTER TABLE "WorkerInstanceGroup"
ADD COLUMN "cloudProvider" TEXT,
ADD COLUMN "location" TEXT,
ADD COLUMN "staticIPs" TEXT;
-- file: internal-packages/database/prisma/migrations/20250806124301_project_allowed_master_queues_column/migration.sql
-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "allowedMasterQueues" TEXT[] DEFAULT ARRAY[]::TEXT[];
-- file: internal-packages/database/prisma/migrations/20250814092224_add_task_run_plan_type/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN     "planType" TEXT;
-- file: internal-packages/database/prisma/migrations/20250814144649_add_organization_access_tokens/migration.sql
CREATE TYPE "OrganizationAccessTokenType" AS ENUM ('USER', 'SYSTEM');

CREATE TABLE "OrganizationAccessToken" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" "OrganizationAccessTokenType" NOT NULL DEFAULT 'USER',
    "hashedToken" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "lastAccessedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrganizationAccessToken_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "OrganizationAccessToken_hashedToken_key" ON "OrganizationAccessToken"("hashedToken");

CREATE INDEX "OrganizationAccessToken_organizationId_type_createdAt_idx" ON "OrganizationAccessToken"("organizationId", "type", "createdAt" DESC);

ALTER TABLE "OrganizationAccessToken" ADD CONSTRAINT "OrganizationAccessToken_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20250902112516_add_locked_retry_config_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "public"."TaskRun" ADD COLUMN     "lockedRetryConfig" JSONB;
-- file: internal-packages/database/prisma/migrations/20250902133449_add_gh_installation_schema/migration.sql
CREATE TYPE "public"."GithubRepositorySelection" AS ENUM ('ALL', 'SELECTED');

CREATE TABLE "public"."GithubAppInstallation" (
    "id" TEXT NOT NULL,
    "appInstallationId" BIGINT NOT NULL,
    "targetId" BIGINT NOT NULL,
    "targetType" TEXT NOT NULL,
    "accountHandle" TEXT NOT NULL,
    "permissions" JSONB,
    "repositorySelection" "public"."GithubRepositorySelection" NOT NULL,
    "installedBy" TEXT,
    "organizationId" TEXT NOT NULL,
    "deletedAt" TIMESTAMP(3),
    "suspendedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GithubAppInstallation_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "public"."GithubRepository" (
    "id" TEXT NOT NULL,
    "githubId" BIGINT NOT NULL,
    "name" TEXT NOT NULL,
    "fullName" TEXT NOT NULL,
    "htmlUrl" TEXT NOT NULL,
    "private" BOOLEAN NOT NULL,
    "defaultBranch" TEXT NOT NULL,
    "installationId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GithubRepository_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "GithubAppInstallation_appInstallationId_key" ON "public"."GithubAppInstallation"("appInstallationId");

CREATE INDEX "GithubAppInstallation_organizationId_idx" ON "public"."GithubAppInstallation"("organizationId");

CREATE INDEX "GithubRepository_installationId_idx" ON "public"."GithubRepository"("installationId");

CREATE UNIQUE INDEX "GithubRepository_installationId_githubId_key" ON "public"."GithubRepository"("installationId", "githubId");

ALTER TABLE "public"."GithubAppInstallation" ADD CONSTRAINT "GithubAppInstallation_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "public"."Organization"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "public"."GithubRepository" ADD CONSTRAINT "GithubRepository_installationId_fkey" FOREIGN KEY ("installationId") REFERENCES "public"."GithubAppInstallation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20250902135000_add_gh_connected_repo_schema/migration.sql
CREATE TABLE "public"."ConnectedGithubRepository" (
    "id" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "repositoryId" TEXT NOT NULL,
    "branchTracking" JSONB NOT NULL,
    "previewDeploymentsEnabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ConnectedGithubRepository_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "ConnectedGithubRepository_repositoryId_idx" ON "public"."ConnectedGithubRepository"("repositoryId");

CREATE UNIQUE INDEX "ConnectedGithubRepository_projectId_key" ON "public"."ConnectedGithubRepository"("projectId");

ALTER TABLE "public"."ConnectedGithubRepository" ADD CONSTRAINT "ConnectedGithubRepository_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "public"."Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "public"."ConnectedGithubRepository" ADD CONSTRAINT "ConnectedGithubRepository_repositoryId_fkey" FOREIGN KEY ("repositoryId") REFERENCES "public"."GithubRepository"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20250912153951_add_waitpoint_dashboard_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "Waitpoint_environmentId_type_id_idx" ON "public"."Waitpoint"("environmentId", "type", "id" DESC);
-- file: internal-packages/database/prisma/migrations/20250912155941_add_batch_task_run_dashboard_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "BatchTaskRun_runtimeEnvironmentId_id_idx" ON "public"."BatchTaskRun"("runtimeEnvironmentId", "id" DESC);
-- file: internal-packages/database/prisma/migrations/20250915141201_add_build_settings_to_project/migration.sql
ALTER TABLE "public"."Project" ADD COLUMN     "buildSettings" JSONB;

-- file: internal-packages/database/prisma/migrations/20250918122438_add_started_at_to_deployment_schema/migration.sql
ALTER TABLE "public"."WorkerDeployment" ADD COLUMN     "startedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20250919123905_remove_unnecessary_foreign_key_constraints_task_run_execution_snapshot/migration.sql
-- DropForeignKey
ALTER TABLE "public"."TaskRunExecutionSnapshot" DROP CONSTRAINT IF EXISTS "TaskRunExecutionSnapshot_batchId_fkey";

-- DropForeignKey
ALTER TABLE "public"."TaskRunExecutionSnapshot" DROP CONSTRAINT IF EXISTS "TaskRunExecutionSnapshot_environmentId_fkey";

-- DropForeignKey
ALTER TABLE "public"."TaskRunExecutionSnapshot" DROP CONSTRAINT IF EXISTS "TaskRunExecutionSnapshot_organizationId_fkey";

-- DropForeignKey
ALTER TABLE "public"."TaskRunExecutionSnapshot" DROP CONSTRAINT IF EXISTS "TaskRunExecutionSnapshot_projectId_fkey";

-- DropForeignKey
ALTER TABLE "public"."TaskRunExecutionSnapshot" DROP CONSTRAINT IF EXISTS "TaskRunExecutionSnapshot_workerId_fkey";
-- file: internal-packages/database/prisma/migrations/20250922145116_add_feature_flags_to_organizations/migration.sql
-- AlterTable
ALTER TABLE "public"."Organization" ADD COLUMN     "featureFlags" JSONB;
-- file: internal-packages/database/prisma/migrations/20250923182708_add_installing_status_to_deployments/migration.sql
ALTER TYPE "public"."WorkerDeploymentStatus" ADD VALUE 'INSTALLING';

ALTER TABLE "public"."WorkerDeployment" ADD COLUMN     "installedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20250923192901_add_canceled_at_to_deployments/migration.sql
ALTER TABLE "public"."WorkerDeployment" ADD COLUMN     "canceledAt" TIMESTAMP(3),
ADD COLUMN     "canceledReason" TEXT;
-- file: internal-packages/database/prisma/migrations/20251009140053_add_task_queue_concurrency_limit_base_column/migration.sql
-- AlterTable
ALTER TABLE "public"."TaskQueue" ADD COLUMN     "concurrencyLimitBase" INTEGER;
-- file: internal-packages/database/prisma/migrations/20251010102348_add_concurrency_limit_overriden_at_to_task_queue/migration.sql
-- AlterTable
ALTER TABLE "public"."TaskQueue" ADD COLUMN     "concurrencyLimitOverriddenAt" TIMESTAMP(3);

-- file: internal-packages/database/prisma/migrations/20251010114444_add_concurrency_limit_overridden_by_to_task_queue/migration.sql
-- AlterTable
ALTER TABLE "public"."TaskQueue" ADD COLUMN     "concurrencyLimitOverriddenBy" TEXT;
-- file: internal-packages/database/prisma/migrations/20251020121543_add_realtime_streams_version_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "public"."TaskRun" ADD COLUMN     "realtimeStreamsVersion" TEXT NOT NULL DEFAULT 'v1';
-- file: internal-packages/database/prisma/migrations/20251020163612_add_realtime_streams_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "public"."TaskRun" ADD COLUMN     "realtimeStreams" TEXT[] DEFAULT ARRAY[]::TEXT[];
-- file: internal-packages/database/prisma/migrations/20251113152235_maximum_project_count/migration.sql
-- AlterTable
ALTER TABLE "public"."Organization"
ADD COLUMN "maximumProjectCount" INTEGER NOT NULL DEFAULT 10;
-- file: internal-packages/database/prisma/migrations/20251204143136_add_google_auth_method/migration.sql
-- AlterEnum
ALTER TYPE "public"."AuthenticationMethod" ADD VALUE 'GOOGLE';
-- file: internal-packages/database/prisma/migrations/20251205135152_add_columns_for_run_engine_batch_trigger_v2/migration.sql
-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "public"."BatchTaskRunStatus" ADD VALUE 'PROCESSING';
ALTER TYPE "public"."BatchTaskRunStatus" ADD VALUE 'PARTIAL_FAILED';

-- AlterTable
ALTER TABLE "public"."BatchTaskRun" ADD COLUMN     "failedRunCount" INTEGER,
ADD COLUMN     "processingStartedAt" TIMESTAMP(3),
ADD COLUMN     "successfulRunCount" INTEGER;

-- CreateTable
CREATE TABLE "public"."BatchTaskRunError" (
    "id" TEXT NOT NULL,
    "batchTaskRunId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "taskIdentifier" TEXT NOT NULL,
    "payload" TEXT,
    "options" JSONB,
    "error" TEXT NOT NULL,
    "errorCode" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BatchTaskRunError_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BatchTaskRunError_batchTaskRunId_idx" ON "public"."BatchTaskRunError"("batchTaskRunId");

-- AddForeignKey
ALTER TABLE "public"."BatchTaskRunError" ADD CONSTRAINT "BatchTaskRunError_batchTaskRunId_fkey" FOREIGN KEY ("batchTaskRunId") REFERENCES "public"."BatchTaskRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20251208112409_add_build_server_meta_to_deployments/migration.sql
ALTER TABLE "public"."WorkerDeployment" ADD COLUMN     "buildServerMetadata" JSONB;
-- file: internal-packages/database/prisma/migrations/20251208144643_add_triggered_via_to_deployments/migration.sql
ALTER TABLE "public"."WorkerDeployment" ADD COLUMN     "triggeredVia" TEXT;
-- file: internal-packages/database/prisma/migrations/20251209155209_add_processing_completed_at_to_batch_task_run/migration.sql
-- AlterTable
ALTER TABLE "public"."BatchTaskRun" ADD COLUMN     "processingCompletedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20251210112915_add_organization_batch_limiter_columns/migration.sql
-- AlterTable
ALTER TABLE "public"."Organization" ADD COLUMN     "batchQueueConcurrencyConfig" JSONB,
ADD COLUMN     "batchRateLimitConfig" JSONB;
-- file: internal-packages/database/prisma/migrations/20251213093011_add_batch_task_run_error_unique_index/migration.sql
/*
  Warnings:

  - A unique constraint covering the columns `[batchTaskRunId,index]` on the table `BatchTaskRunError` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateIndex
CREATE UNIQUE INDEX "BatchTaskRunError_batchTaskRunId_index_key" ON "public"."BatchTaskRunError"("batchTaskRunId", "index");
-- file: internal-packages/database/prisma/migrations/20251216225303_add_debounce_and_delayed_status/migration.sql
-- AlterEnum
ALTER TYPE "public"."TaskRunExecutionStatus" ADD VALUE 'DELAYED';

-- AlterTable
ALTER TABLE "public"."TaskRun" ADD COLUMN     "debounce" JSONB;
-- file: internal-packages/database/prisma/migrations/20251220201230_add_customer_query/migration.sql
-- CreateEnum
CREATE TYPE "public"."CustomerQuerySource" AS ENUM ('DASHBOARD', 'API');

-- CreateEnum
CREATE TYPE "public"."CustomerQueryScope" AS ENUM ('ORGANIZATION', 'PROJECT', 'ENVIRONMENT');

-- CreateTable
CREATE TABLE
    "public"."CustomerQuery" (
        "id" TEXT NOT NULL,
        "query" TEXT NOT NULL,
        "scope" "public"."CustomerQueryScope" NOT NULL,
        "stats" JSONB NOT NULL,
        "costInCents" DOUBLE PRECISION NOT NULL DEFAULT 0,
        "source" "public"."CustomerQuerySource" NOT NULL DEFAULT 'DASHBOARD',
        "organizationId" TEXT NOT NULL,
        "projectId" TEXT,
        "environmentId" TEXT,
        "userId" TEXT,
        "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
        CONSTRAINT "CustomerQuery_pkey" PRIMARY KEY ("id")
    );

-- CreateIndex
CREATE INDEX "CustomerQuery_organizationId_createdAt_idx" ON "public"."CustomerQuery" ("organizationId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "CustomerQuery_createdAt_idx" ON "public"."CustomerQuery" ("createdAt");

-- AddForeignKey
ALTER TABLE "public"."CustomerQuery" ADD CONSTRAINT "CustomerQuery_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "public"."Organization" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."CustomerQuery" ADD CONSTRAINT "CustomerQuery_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "public"."Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."CustomerQuery" ADD CONSTRAINT "CustomerQuery_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "public"."RuntimeEnvironment" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."CustomerQuery" ADD CONSTRAINT "CustomerQuery_userId_fkey" FOREIGN KEY ("userId") REFERENCES "public"."User" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20260108164613_add_impersonation_audit_log/migration.sql
-- CreateEnum
CREATE TYPE "public"."ImpersonationAuditLogAction" AS ENUM ('START', 'STOP');

-- CreateTable
CREATE TABLE "public"."ImpersonationAuditLog" (
    "id" TEXT NOT NULL,
    "action" "public"."ImpersonationAuditLogAction" NOT NULL,
    "adminId" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "ipAddress" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImpersonationAuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ImpersonationAuditLog_adminId_idx" ON "public"."ImpersonationAuditLog"("adminId");

-- CreateIndex
CREATE INDEX "ImpersonationAuditLog_targetId_idx" ON "public"."ImpersonationAuditLog"("targetId");

-- CreateIndex
CREATE INDEX "ImpersonationAuditLog_createdAt_idx" ON "public"."ImpersonationAuditLog"("createdAt");

-- AddForeignKey
ALTER TABLE "public"."ImpersonationAuditLog" ADD CONSTRAINT "ImpersonationAuditLog_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "public"."User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."ImpersonationAuditLog" ADD CONSTRAINT "ImpersonationAuditLog_targetId_fkey" FOREIGN KEY ("targetId") REFERENCES "public"."User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20260113182122_add_timestamps_to_feature_flag/migration.sql
-- AlterTable
ALTER TABLE "public"."FeatureFlag" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- file: internal-packages/database/prisma/migrations/20260115125846_add_project_id_to_task_schedule_instance/migration.sql
-- AlterTable
ALTER TABLE "public"."TaskScheduleInstance"
ADD COLUMN IF NOT EXISTS "projectId" TEXT;

-- AddForeignKey
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_constraint WHERE conname = 'TaskScheduleInstance_projectId_fkey'
  ) THEN
    ALTER TABLE "public"."TaskScheduleInstance"
    ADD CONSTRAINT "TaskScheduleInstance_projectId_fkey"
    FOREIGN KEY ("projectId") REFERENCES "public"."Project" ("id")
    ON DELETE CASCADE ON UPDATE CASCADE;
  END IF;
END $$;
-- file: internal-packages/database/prisma/migrations/20260115130417_taskscheduleinstance_environmentid_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskScheduleInstance_environmentId_idx" ON "public"."TaskScheduleInstance" ("environmentId");
-- file: internal-packages/database/prisma/migrations/20260115154554_taskscheduleinstance_required_projectid/migration.sql
/*
Warnings:

- Made the column `projectId` on table `TaskScheduleInstance` required. This step will fail if there are existing NULL values in that column.

 */
-- Backfill from TaskSchedule
UPDATE "TaskScheduleInstance" tsi
SET
  "projectId" = ts."projectId"
FROM
  "TaskSchedule" ts
WHERE
  tsi."taskScheduleId" = ts."id"
  AND tsi."projectId" IS NULL;

-- AlterTable
ALTER TABLE "public"."TaskScheduleInstance"
ALTER COLUMN "projectId"
SET
  NOT NULL;
-- file: internal-packages/database/prisma/migrations/20260115164415_taskscheduleinstance_required_projectid_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "TaskScheduleInstance_projectId_active_idx" ON "public"."TaskScheduleInstance" ("projectId", "active");
-- file: internal-packages/database/prisma/migrations/20260116154810_add_idempotency_key_options_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN IF NOT EXISTS "idempotencyKeyOptions" JSONB;
-- file: internal-packages/database/prisma/migrations/20260120115732_add_time_filter_to_customer_query/migration.sql
-- AlterTable
ALTER TABLE "public"."CustomerQuery"
ADD COLUMN "filterFrom" TIMESTAMP(3),
ADD COLUMN "filterPeriod" TEXT,
ADD COLUMN "filterTo" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20260124203524_customer_query_add_title_remove_cost/migration.sql
-- AlterTable
ALTER TABLE "CustomerQuery"
ADD COLUMN IF NOT EXISTS "title" TEXT;

-- AlterTable
ALTER TABLE "CustomerQuery"
DROP COLUMN IF EXISTS "costInCents";
-- file: internal-packages/database/prisma/migrations/20260126175159_add_environment_variable_versioning/migration.sql
-- AlterTable
ALTER TABLE "public"."EnvironmentVariableValue" ADD COLUMN     "lastUpdatedBy" JSONB,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;
-- file: internal-packages/database/prisma/migrations/20260129162621_add_organization_project_integration/migration.sql
-- CreateTable
CREATE TABLE "public"."OrganizationProjectIntegration" (
    "id" TEXT NOT NULL,
    "organizationIntegrationId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "externalEntityId" TEXT NOT NULL,
    "integrationData" JSONB NOT NULL,
    "installedBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deletedAt" TIMESTAMP(3),

    CONSTRAINT "OrganizationProjectIntegration_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OrganizationProjectIntegration_projectId_idx" ON "public"."OrganizationProjectIntegration"("projectId");

-- CreateIndex
CREATE INDEX "OrganizationProjectIntegration_projectId_organizationIntegr_idx" ON "public"."OrganizationProjectIntegration"("projectId", "organizationIntegrationId");

-- CreateIndex
CREATE INDEX "OrganizationProjectIntegration_externalEntityId_idx" ON "public"."OrganizationProjectIntegration"("externalEntityId");

-- AddForeignKey
ALTER TABLE "public"."OrganizationProjectIntegration" ADD CONSTRAINT "OrganizationProjectIntegration_organizationIntegrationId_fkey" FOREIGN KEY ("organizationIntegrationId") REFERENCES "public"."OrganizationIntegration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."OrganizationProjectIntegration" ADD CONSTRAINT "OrganizationProjectIntegration_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "public"."Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20260129162810_add_integration_deployment/migration.sql
-- CreateTable
CREATE TABLE "public"."IntegrationDeployment" (
    "id" TEXT NOT NULL,
    "integrationName" TEXT NOT NULL,
    "integrationDeploymentId" TEXT NOT NULL,
    "commitSHA" TEXT NOT NULL,
    "deploymentId" TEXT,
    "status" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IntegrationDeployment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "IntegrationDeployment_deploymentId_idx" ON "public"."IntegrationDeployment"("deploymentId");

-- CreateIndex
CREATE INDEX "IntegrationDeployment_commitSHA_idx" ON "public"."IntegrationDeployment"("commitSHA");

-- AddForeignKey
ALTER TABLE "public"."IntegrationDeployment" ADD CONSTRAINT "IntegrationDeployment_deploymentId_fkey" FOREIGN KEY ("deploymentId") REFERENCES "public"."WorkerDeployment"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20260129162946_alter_tables_for_integrations_data/migration.sql
-- AlterEnum
ALTER TYPE "public"."IntegrationService" ADD VALUE 'VERCEL';

-- AlterTable
ALTER TABLE "public"."OrganizationIntegration" ADD COLUMN     "deletedAt" TIMESTAMP(3),
ADD COLUMN     "externalOrganizationId" TEXT;

-- AlterTable
ALTER TABLE "public"."WorkerDeployment" ADD COLUMN     "commitSHA" TEXT;
-- file: internal-packages/database/prisma/migrations/20260129165555_add_organization_integration_idx/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "OrganizationIntegration_externalOrganizationId_idx" ON "public"."OrganizationIntegration"("externalOrganizationId");

-- file: internal-packages/database/prisma/migrations/20260129165809_add_worker_deployment_idx/migration.sql

-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "WorkerDeployment_commitSHA_idx" ON "public"."WorkerDeployment"("commitSHA");
-- file: internal-packages/database/prisma/migrations/20260201130503_metrics_dashboard_table_created/migration.sql
-- CreateTable
CREATE TABLE
    "public"."MetricsDashboard" (
        "id" TEXT NOT NULL,
        "title" TEXT NOT NULL,
        "organizationId" TEXT NOT NULL,
        "projectId" TEXT,
        "ownerId" TEXT NOT NULL,
        "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
        "updatedAt" TIMESTAMP(3) NOT NULL,
        "layout" TEXT NOT NULL,
        CONSTRAINT "MetricsDashboard_pkey" PRIMARY KEY ("id")
    );

-- CreateIndex
CREATE INDEX "MetricsDashboard_projectId_createdAt_idx" ON "public"."MetricsDashboard" ("projectId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "public"."MetricsDashboard" ADD CONSTRAINT "MetricsDashboard_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "public"."Organization" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."MetricsDashboard" ADD CONSTRAINT "MetricsDashboard_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "public"."Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."MetricsDashboard" ADD CONSTRAINT "MetricsDashboard_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "public"."User" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20260202044337_metrics_dashboard_description/migration.sql
-- AlterTable
ALTER TABLE "public"."MetricsDashboard"
ADD COLUMN "description" TEXT NOT NULL DEFAULT '';
-- file: internal-packages/database/prisma/migrations/20260202100000_add_friendlyid_to_metrics_dashboard/migration.sql
-- AlterTable
ALTER TABLE "public"."MetricsDashboard" ADD COLUMN "friendlyId" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "MetricsDashboard_friendlyId_key" ON "public"."MetricsDashboard"("friendlyId");
-- file: internal-packages/database/prisma/migrations/20260211120000_make_metrics_dashboard_owner_nullable/migration.sql
-- AlterTable: make ownerId nullable to match ON DELETE SET NULL foreign key
ALTER TABLE "public"."MetricsDashboard" ALTER COLUMN "ownerId" DROP NOT NULL;
-- file: internal-packages/database/prisma/migrations/20260220120000_add_onboarding_data_to_user_and_project/migration.sql
-- AlterTable
ALTER TABLE "public"."User" ADD COLUMN "onboardingData" JSONB;

-- AlterTable
ALTER TABLE "public"."Project" ADD COLUMN "onboardingData" JSONB;
-- file: internal-packages/database/prisma/migrations/20260223123615_add_platform_notification_tables/migration.sql
-- CreateEnum
CREATE TYPE "public"."PlatformNotificationSurface" AS ENUM ('WEBAPP', 'CLI');

-- CreateEnum
CREATE TYPE "public"."PlatformNotificationScope" AS ENUM ('USER', 'PROJECT', 'ORGANIZATION', 'GLOBAL');

-- CreateTable
CREATE TABLE "public"."PlatformNotification" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "surface" "public"."PlatformNotificationSurface" NOT NULL,
    "scope" "public"."PlatformNotificationScope" NOT NULL,
    "userId" TEXT,
    "organizationId" TEXT,
    "projectId" TEXT,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "cliMaxDaysAfterFirstSeen" INTEGER,
    "cliMaxShowCount" INTEGER,
    "cliShowEvery" INTEGER,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlatformNotification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."PlatformNotificationInteraction" (
    "id" TEXT NOT NULL,
    "notificationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "firstSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "showCount" INTEGER NOT NULL DEFAULT 1,
    "webappDismissedAt" TIMESTAMP(3),
    "webappClickedAt" TIMESTAMP(3),
    "cliDismissedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlatformNotificationInteraction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PlatformNotification_friendlyId_key" ON "public"."PlatformNotification"("friendlyId");

-- CreateIndex
CREATE INDEX "PlatformNotification_surface_scope_startsAt_idx" ON "public"."PlatformNotification"("surface", "scope", "startsAt");

-- CreateIndex
CREATE UNIQUE INDEX "PlatformNotificationInteraction_notificationId_userId_key" ON "public"."PlatformNotificationInteraction"("notificationId", "userId");

-- AddForeignKey
ALTER TABLE "public"."PlatformNotification" ADD CONSTRAINT "PlatformNotification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "public"."User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."PlatformNotification" ADD CONSTRAINT "PlatformNotification_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "public"."Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."PlatformNotification" ADD CONSTRAINT "PlatformNotification_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "public"."Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."PlatformNotificationInteraction" ADD CONSTRAINT "PlatformNotificationInteraction_notificationId_fkey" FOREIGN KEY ("notificationId") REFERENCES "public"."PlatformNotification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."PlatformNotificationInteraction" ADD CONSTRAINT "PlatformNotificationInteraction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "public"."User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20260226120000_add_onboarding_data_to_organization/migration.sql
-- AlterTable
ALTER TABLE "public"."Organization" ADD COLUMN "onboardingData" JSONB;
-- file: internal-packages/database/prisma/migrations/20260306102053_error_group_state/migration.sql
-- CreateEnum
CREATE TYPE "public"."ErrorGroupStatus" AS ENUM ('UNRESOLVED', 'RESOLVED', 'IGNORED');

-- AlterEnum
ALTER TYPE "public"."ProjectAlertType" ADD VALUE IF NOT EXISTS 'ERROR_GROUP';

-- CreateTable
CREATE TABLE
    "public"."ErrorGroupState" (
        "id" TEXT NOT NULL,
        "organizationId" TEXT NOT NULL,
        "projectId" TEXT NOT NULL,
        "environmentId" TEXT,
        "taskIdentifier" TEXT NOT NULL,
        "errorFingerprint" TEXT NOT NULL,
        "status" "public"."ErrorGroupStatus" NOT NULL DEFAULT 'UNRESOLVED',
        "ignoredUntil" TIMESTAMP(3),
        "ignoredUntilOccurrenceRate" INTEGER,
        "ignoredUntilTotalOccurrences" INTEGER,
        "ignoredAtOccurrenceCount" BIGINT,
        "ignoredAt" TIMESTAMP(3),
        "ignoredReason" TEXT,
        "ignoredByUserId" TEXT,
        "resolvedAt" TIMESTAMP(3),
        "resolvedInVersion" TEXT,
        "resolvedBy" TEXT,
        "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
        "updatedAt" TIMESTAMP(3) NOT NULL,
        CONSTRAINT "ErrorGroupState_pkey" PRIMARY KEY ("id")
    );

-- CreateIndex
CREATE UNIQUE INDEX "ErrorGroupState_environmentId_taskIdentifier_errorFingerpri_key" ON "public"."ErrorGroupState" (
    "environmentId",
    "taskIdentifier",
    "errorFingerprint"
);

-- CreateIndex
CREATE INDEX "ErrorGroupState_environmentId_status_idx" ON "public"."ErrorGroupState" ("environmentId", "status");

-- AddForeignKey
ALTER TABLE "public"."ErrorGroupState" ADD CONSTRAINT "ErrorGroupState_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "public"."Organization" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."ErrorGroupState" ADD CONSTRAINT "ErrorGroupState_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "public"."Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."ErrorGroupState" ADD CONSTRAINT "ErrorGroupState_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES "public"."RuntimeEnvironment" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "public"."ProjectAlertChannel"
ADD COLUMN "errorAlertConfig" JSONB;
-- file: internal-packages/database/prisma/migrations/20260309120000_add_ttl_to_background_worker_task/migration.sql
-- AlterTable
ALTER TABLE "public"."BackgroundWorkerTask" ADD COLUMN IF NOT EXISTS "ttl" TEXT;
-- file: internal-packages/database/prisma/migrations/20260310155049_add_llm_pricing_tables/migration.sql
-- CreateTable
CREATE TABLE "public"."llm_models" (
    "id" TEXT NOT NULL,
    "friendly_id" TEXT NOT NULL,
    "project_id" TEXT,
    "model_name" TEXT NOT NULL,
    "match_pattern" TEXT NOT NULL,
    "start_date" TIMESTAMP(3),
    "source" TEXT NOT NULL DEFAULT 'default',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "llm_models_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."llm_pricing_tiers" (
    "id" TEXT NOT NULL,
    "model_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT true,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "conditions" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "llm_pricing_tiers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."llm_prices" (
    "id" TEXT NOT NULL,
    "model_id" TEXT NOT NULL,
    "pricing_tier_id" TEXT NOT NULL,
    "usage_type" TEXT NOT NULL,
    "price" DECIMAL(20,12) NOT NULL,

    CONSTRAINT "llm_prices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "llm_models_friendly_id_key" ON "public"."llm_models"("friendly_id");

-- CreateIndex
CREATE INDEX "llm_models_project_id_idx" ON "public"."llm_models"("project_id");

-- CreateIndex
CREATE UNIQUE INDEX "llm_models_project_id_model_name_start_date_key" ON "public"."llm_models"("project_id", "model_name", "start_date");

-- CreateIndex
CREATE UNIQUE INDEX "llm_pricing_tiers_model_id_priority_key" ON "public"."llm_pricing_tiers"("model_id", "priority");

-- CreateIndex
CREATE UNIQUE INDEX "llm_pricing_tiers_model_id_name_key" ON "public"."llm_pricing_tiers"("model_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "llm_prices_model_id_usage_type_pricing_tier_id_key" ON "public"."llm_prices"("model_id", "usage_type", "pricing_tier_id");

-- AddForeignKey
ALTER TABLE "public"."llm_models" ADD CONSTRAINT "llm_models_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "public"."Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."llm_pricing_tiers" ADD CONSTRAINT "llm_pricing_tiers_model_id_fkey" FOREIGN KEY ("model_id") REFERENCES "public"."llm_models"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."llm_prices" ADD CONSTRAINT "llm_prices_model_id_fkey" FOREIGN KEY ("model_id") REFERENCES "public"."llm_models"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."llm_prices" ADD CONSTRAINT "llm_prices_pricing_tier_id_fkey" FOREIGN KEY ("pricing_tier_id") REFERENCES "public"."llm_pricing_tiers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20260317221618_add_prompt_management/migration.sql
-- CreateTable
CREATE TABLE "public"."prompts" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT,
    "type" TEXT NOT NULL DEFAULT 'text',
    "organizationId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "filePath" TEXT,
    "exportName" TEXT,
    "variableSchema" JSONB,
    "defaultModel" TEXT,
    "defaultConfig" JSONB,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "prompts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public"."prompt_versions" (
    "id" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "promptId" TEXT NOT NULL,
    "textContent" TEXT,
    "chatContent" JSONB,
    "model" TEXT,
    "config" JSONB,
    "source" TEXT NOT NULL,
    "commitMessage" TEXT,
    "contentHash" TEXT NOT NULL,
    "labels" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "workerId" TEXT,
    "createdBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "prompt_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "prompts_projectId_idx" ON "public"."prompts"("projectId");

-- CreateIndex
CREATE INDEX "prompts_runtimeEnvironmentId_idx" ON "public"."prompts"("runtimeEnvironmentId");

-- CreateIndex
CREATE UNIQUE INDEX "prompts_projectId_runtimeEnvironmentId_slug_key" ON "public"."prompts"("projectId", "runtimeEnvironmentId", "slug");

-- CreateIndex
CREATE INDEX "prompt_versions_promptId_idx" ON "public"."prompt_versions"("promptId");

-- CreateIndex
CREATE INDEX "prompt_versions_contentHash_idx" ON "public"."prompt_versions"("contentHash");

-- CreateIndex
CREATE UNIQUE INDEX "prompt_versions_promptId_version_key" ON "public"."prompt_versions"("promptId", "version");

-- AddForeignKey
ALTER TABLE "public"."prompts" ADD CONSTRAINT "prompts_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "public"."Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."prompts" ADD CONSTRAINT "prompts_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "public"."Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."prompts" ADD CONSTRAINT "prompts_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES "public"."RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."prompt_versions" ADD CONSTRAINT "prompt_versions_promptId_fkey" FOREIGN KEY ("promptId") REFERENCES "public"."prompts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."prompt_versions" ADD CONSTRAINT "prompt_versions_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES "public"."BackgroundWorker"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20260318114244_add_prompt_friendly_id/migration.sql
-- AlterTable
ALTER TABLE "public"."prompts" ADD COLUMN "friendly_id" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "prompts_friendly_id_key" ON "public"."prompts"("friendly_id");
-- file: internal-packages/database/prisma/migrations/20260323085243_add_task_run_annotations/migration.sql
-- AlterTable
ALTER TABLE "public"."TaskRun" ADD COLUMN     "annotations" JSONB;
-- file: internal-packages/database/prisma/migrations/20260323104144_add_catalog_columns_to_llm_models/migration.sql
-- AlterTable
ALTER TABLE "public"."llm_models" ADD COLUMN     "capabilities" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "context_window" INTEGER,
ADD COLUMN     "description" TEXT,
ADD COLUMN     "is_hidden" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "max_output_tokens" INTEGER,
ADD COLUMN     "provider" TEXT;
-- file: internal-packages/database/prisma/migrations/20260324142824_add_base_model_name_to_llm_models/migration.sql
-- AlterTable
ALTER TABLE "public"."llm_models" ADD COLUMN     "base_model_name" TEXT;
-- file: internal-packages/database/prisma/migrations/20260325165730_add_is_warm_start_to_task_run/migration.sql
-- AlterTable
ALTER TABLE "public"."TaskRun" ADD COLUMN "isWarmStart" BOOLEAN;
-- file: internal-packages/database/prisma/migrations/20260326150000_add_workload_type_to_worker_instance_group/migration.sql
-- CreateEnum
CREATE TYPE "WorkloadType" AS ENUM ('CONTAINER', 'MICROVM');

-- AlterTable
ALTER TABLE "WorkerInstanceGroup" ADD COLUMN "workloadType" "WorkloadType" NOT NULL DEFAULT 'CONTAINER';
-- file: internal-packages/database/prisma/migrations/20260328000000_add_compute_checkpoint_type/migration.sql
-- AlterEnum
ALTER TYPE "TaskRunCheckpointType" ADD VALUE 'COMPUTE';
-- file: internal-packages/database/prisma/migrations/20260329100903_add_agent_trigger_source_and_task_config/migration.sql
-- AlterEnum
ALTER TYPE "public"."TaskTriggerSource" ADD VALUE 'AGENT';

-- AlterTable
ALTER TABLE "public"."BackgroundWorkerTask" ADD COLUMN "config" JSONB;
-- file: internal-packages/database/prisma/migrations/20260330113734_add_playground_conversation/migration.sql
-- CreateTable
CREATE TABLE "public"."PlaygroundConversation" (
    "id" TEXT NOT NULL,
    "chatId" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT 'New conversation',
    "agentSlug" TEXT NOT NULL,
    "runId" TEXT,
    "clientData" JSONB,
    "projectId" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlaygroundConversation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PlaygroundConversation_runtimeEnvironmentId_agentSlug_updat_idx" ON "public"."PlaygroundConversation"("runtimeEnvironmentId", "agentSlug", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "PlaygroundConversation_userId_runtimeEnvironmentId_idx" ON "public"."PlaygroundConversation"("userId", "runtimeEnvironmentId");

-- CreateIndex
CREATE UNIQUE INDEX "PlaygroundConversation_chatId_runtimeEnvironmentId_key" ON "public"."PlaygroundConversation"("chatId", "runtimeEnvironmentId");

-- AddForeignKey
ALTER TABLE "public"."PlaygroundConversation" ADD CONSTRAINT "PlaygroundConversation_runId_fkey" FOREIGN KEY ("runId") REFERENCES "public"."TaskRun"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."PlaygroundConversation" ADD CONSTRAINT "PlaygroundConversation_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "public"."Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."PlaygroundConversation" ADD CONSTRAINT "PlaygroundConversation_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES "public"."RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20260330135232_add_messages_and_last_event_id_to_playground/migration.sql
-- AlterTable
ALTER TABLE "public"."PlaygroundConversation" ADD COLUMN "lastEventId" TEXT,
ADD COLUMN "messages" JSONB;
-- file: internal-packages/database/prisma/migrations/20260330210247_add_enable_fast_path_to_worker_instance_group/migration.sql
-- AlterTable
ALTER TABLE "public"."WorkerInstanceGroup" ADD COLUMN     "enableFastPath" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20260331212308_add_organization_data_stores/migration.sql
-- CreateEnum
CREATE TYPE "public"."DataStoreKind" AS ENUM ('CLICKHOUSE');

-- CreateTable
CREATE TABLE "public"."OrganizationDataStore" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "kind" "public"."DataStoreKind" NOT NULL,
    "config" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrganizationDataStore_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrganizationDataStore_key_key" ON "public"."OrganizationDataStore"("key");

-- CreateIndex
CREATE INDEX "OrganizationDataStore_kind_idx" ON "public"."OrganizationDataStore"("kind");
-- file: internal-packages/database/prisma/migrations/20260401000000_drop_taskrun_foreign_keys/migration.sql
-- Drop all foreign key constraints on TaskRun (no schema change, data intact)
ALTER TABLE "TaskRun" DROP CONSTRAINT IF EXISTS "TaskRun_runtimeEnvironmentId_fkey";
ALTER TABLE "TaskRun" DROP CONSTRAINT IF EXISTS "TaskRun_projectId_fkey";
ALTER TABLE "TaskRun" DROP CONSTRAINT IF EXISTS "TaskRun_lockedById_fkey";
ALTER TABLE "TaskRun" DROP CONSTRAINT IF EXISTS "TaskRun_lockedToVersionId_fkey";
ALTER TABLE "TaskRun" DROP CONSTRAINT IF EXISTS "TaskRun_rootTaskRunId_fkey";
ALTER TABLE "TaskRun" DROP CONSTRAINT IF EXISTS "TaskRun_parentTaskRunId_fkey";
ALTER TABLE "TaskRun" DROP CONSTRAINT IF EXISTS "TaskRun_parentTaskRunAttemptId_fkey";
ALTER TABLE "TaskRun" DROP CONSTRAINT IF EXISTS "TaskRun_batchId_fkey";
-- file: internal-packages/database/prisma/migrations/20260401130744_drop_task_run_runtime_environment_id_index/migration.sql
-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "public"."TaskRun_runtimeEnvironmentId_id_idx";
-- file: internal-packages/database/prisma/migrations/20260401132332_drop_task_run_schedule_id_idx/migration.sql
-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "public"."TaskRun_scheduleId_idx";
-- file: internal-packages/database/prisma/migrations/20260401132508_drop_task_run_root_task_run_id_idx/migration.sql
-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "public"."TaskRun_rootTaskRunId_idx";
-- file: internal-packages/database/prisma/migrations/20260409120000_add_project_alert_storage_lookup_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "ProjectAlertStorage_alertChannelId_alertType_storageId_idx" ON "ProjectAlertStorage"("alertChannelId", "alertType", "storageId");
-- file: internal-packages/database/prisma/migrations/20260413000000_add_bwt_covering_index/migration.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS "BackgroundWorkerTask_runtimeEnvironmentId_slug_triggerSource_idx"
  ON "BackgroundWorkerTask"("runtimeEnvironmentId", slug, "triggerSource");
-- file: internal-packages/database/prisma/migrations/20260413000001_add_task_identifier_table/migration.sql
-- CreateTable
CREATE TABLE "TaskIdentifier" (
    "id" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "currentTriggerSource" "TaskTriggerSource" NOT NULL DEFAULT 'STANDARD',
    "currentWorkerId" TEXT,
    "firstSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "isInLatestDeployment" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "TaskIdentifier_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TaskIdentifier_runtimeEnvironmentId_slug_key"
    ON "TaskIdentifier"("runtimeEnvironmentId", "slug");

-- CreateIndex
CREATE INDEX "TaskIdentifier_runtimeEnvironmentId_isInLatestDeployment_idx"
    ON "TaskIdentifier"("runtimeEnvironmentId", "isInLatestDeployment");

-- AddForeignKey
ALTER TABLE "TaskIdentifier"
    ADD CONSTRAINT "TaskIdentifier_runtimeEnvironmentId_fkey"
    FOREIGN KEY ("runtimeEnvironmentId") REFERENCES "RuntimeEnvironment"("id")
    ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskIdentifier"
    ADD CONSTRAINT "TaskIdentifier_projectId_fkey"
    FOREIGN KEY ("projectId") REFERENCES "Project"("id")
    ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskIdentifier"
    ADD CONSTRAINT "TaskIdentifier_currentWorkerId_fkey"
    FOREIGN KEY ("currentWorkerId") REFERENCES "BackgroundWorker"("id")
    ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20260417080903_increase_default_maximum_project_count/migration.sql
-- AlterTable
ALTER TABLE "public"."Organization" ALTER COLUMN "maximumProjectCount" SET DEFAULT 25;
-- file: internal-packages/database/prisma/migrations/20260419000000_add_sessions_table/migration.sql
-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "externalId" TEXT,
    "type" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "environmentType" "RuntimeEnvironmentType" NOT NULL,
    "organizationId" TEXT NOT NULL,
    "taskIdentifier" TEXT,
    "tags" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "metadata" JSONB,
    "closedAt" TIMESTAMP(3),
    "closedReason" TEXT,
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Session_friendlyId_key"
    ON "Session"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "Session_runtimeEnvironmentId_externalId_key"
    ON "Session"("runtimeEnvironmentId", "externalId");

-- CreateIndex
CREATE INDEX "Session_expiresAt_idx"
    ON "Session"("expiresAt");
-- file: internal-packages/database/prisma/migrations/20260420000000_add_revoked_api_key_table/migration.sql
-- CreateTable
CREATE TABLE "RevokedApiKey" (
    "id" TEXT NOT NULL,
    "apiKey" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RevokedApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RevokedApiKey_apiKey_idx"
    ON "RevokedApiKey"("apiKey");

-- CreateIndex
CREATE INDEX "RevokedApiKey_runtimeEnvironmentId_idx"
    ON "RevokedApiKey"("runtimeEnvironmentId");

-- AddForeignKey
ALTER TABLE "RevokedApiKey"
    ADD CONSTRAINT "RevokedApiKey_runtimeEnvironmentId_fkey"
    FOREIGN KEY ("runtimeEnvironmentId") REFERENCES "RuntimeEnvironment"("id")
    ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20260426190818_sessions_as_run_manager/migration.sql
-- AlterTable
ALTER TABLE "Session"
    ADD COLUMN "currentRunId"      TEXT,
    ADD COLUMN "currentRunVersion" INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN "triggerConfig"     JSONB NOT NULL,
    ALTER COLUMN "taskIdentifier" SET NOT NULL;

-- CreateTable
CREATE TABLE "SessionRun" (
    "id"          TEXT NOT NULL,
    "sessionId"   TEXT NOT NULL,
    "runId"       TEXT NOT NULL,
    "reason"      TEXT NOT NULL,
    "triggeredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SessionRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SessionRun_runId_key"
    ON "SessionRun"("runId");

-- CreateIndex
CREATE INDEX "SessionRun_sessionId_idx"
    ON "SessionRun"("sessionId");

-- AddForeignKey
ALTER TABLE "SessionRun"
    ADD CONSTRAINT "SessionRun_sessionId_fkey"
    FOREIGN KEY ("sessionId") REFERENCES "Session"("id")
    ON DELETE CASCADE ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20260426190819_session_current_run_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "Session_currentRunId_idx"
    ON "Session"("currentRunId");
-- file: internal-packages/database/prisma/migrations/20260428140746_add_session_duration_columns/migration.sql
-- AlterTable
ALTER TABLE "public"."User" ADD COLUMN "sessionDuration" INTEGER NOT NULL DEFAULT 31556952;

-- AlterTable
ALTER TABLE "public"."Organization" ADD COLUMN "maxSessionDuration" INTEGER;
-- file: internal-packages/database/prisma/migrations/20260430140000_add_rbac_role_id_to_org_member_invite/migration.sql
-- TRI-8892: optional RBAC role assignment carried on the invite. When
-- set, the accept-invite flow calls the loaded RBAC plugin's
-- setUserRole(rbacRoleId) after the OrgMember insert; otherwise the
-- runtime fallback derives the role from the legacy `role` column.
ALTER TABLE "OrgMemberInvite" ADD COLUMN IF NOT EXISTS "rbacRoleId" TEXT;
-- file: internal-packages/database/prisma/migrations/20260503104935_add_user_next_session_end/migration.sql
-- AlterTable
-- Nullable column with no default → metadata-only change in PostgreSQL, no
-- row rewrite. Existing users get `nextSessionEnd` populated lazily on
-- their first authenticated request after deploy (see `getUser` in
-- `apps/webapp/app/services/session.server.ts`), or eagerly on next login
-- via `commitAuthenticatedSession`.
ALTER TABLE "public"."User" ADD COLUMN "nextSessionEnd" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20260504071227_add_stream_basin_name/migration.sql
-- AlterTable
ALTER TABLE "public"."Organization" ADD COLUMN IF NOT EXISTS "streamBasinName" TEXT;

-- AlterTable
ALTER TABLE "public"."Session" ADD COLUMN IF NOT EXISTS "streamBasinName" TEXT;

-- AlterTable
ALTER TABLE "public"."TaskRun" ADD COLUMN IF NOT EXISTS "streamBasinName" TEXT;
-- file: internal-packages/database/prisma/migrations/20260520120000_add_environment_variable_value_environment_id_idx/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "EnvironmentVariableValue_environmentId_idx"
  ON "EnvironmentVariableValue"("environmentId");
-- file: internal-packages/database/prisma/migrations/20260520170000_add_session_chat_snapshot_storage_path/migration.sql
ALTER TABLE "Session" ADD COLUMN IF NOT EXISTS "chatSnapshotStoragePath" TEXT;
-- file: internal-packages/database/prisma/migrations/20260522150206_drop_task_run_schedule_id_created_at_idx/migration.sql
-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "public"."TaskRun_scheduleId_createdAt_idx";
-- file: internal-packages/database/prisma/migrations/20260525083555_drop_task_run_status_runtime_environment_id_created_at_id_idx/migration.sql
-- DropIndex
DROP INDEX CONCURRENTLY IF EXISTS "public"."TaskRun_status_runtimeEnvironmentId_createdAt_id_idx";
-- file: internal-packages/database/prisma/migrations/20260527130000_add_sso_authentication_method/migration.sql
-- Idempotent enum addition.
ALTER TYPE "AuthenticationMethod" ADD VALUE IF NOT EXISTS 'SSO';
-- file: internal-packages/database/prisma/migrations/20260603132613_add_pricing_unit_to_llm_models/migration.sql
-- AlterTable
ALTER TABLE "public"."llm_models" ADD COLUMN     "pricing_unit" TEXT;
-- file: internal-packages/database/prisma/migrations/20260614120000_add_environment_pause_source_billing_limit/migration.sql
-- CreateEnum
CREATE TYPE "EnvironmentPauseSource" AS ENUM ('BILLING_LIMIT');

-- AlterTable
ALTER TABLE "RuntimeEnvironment" ADD COLUMN "pauseSource" "EnvironmentPauseSource";
-- file: internal-packages/database/prisma/migrations/20260615210000_add_worker_instance_group_region/migration.sql
-- AlterTable
ALTER TABLE "WorkerInstanceGroup" ADD COLUMN IF NOT EXISTS "region" TEXT;
-- file: internal-packages/database/prisma/migrations/20260615220000_add_task_run_region/migration.sql
-- AlterTable
ALTER TABLE "TaskRun" ADD COLUMN IF NOT EXISTS "region" TEXT;
-- file: internal-packages/database/prisma/migrations/20260621000000_add_is_test_to_session/migration.sql
-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "isTest" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20260622120730_add_webhook_trigger_source/migration.sql
-- AlterEnum
-- Standalone enum-only migration (Q5): the new value is committed before any
-- table migration or code references it, so the wrapped-transaction restriction
-- on using a freshly added enum value never bites.
ALTER TYPE "public"."TaskTriggerSource" ADD VALUE 'WEBHOOK';
-- file: internal-packages/database/prisma/migrations/20260622120731_add_webhook_endpoint_and_delivery/migration.sql
-- CreateEnum
CREATE TYPE "public"."WebhookEndpointStatus" AS ENUM ('ACTIVE', 'INACTIVE', 'DELETING');

-- CreateEnum
CREATE TYPE "public"."WebhookDeliveryStatus" AS ENUM ('PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED');

-- NOTE (Q5): ALTER TYPE "TaskTriggerSource" ADD VALUE 'WEBHOOK' lives in the earlier
-- 20260622120730_add_webhook_trigger_source migration, not here.

-- CreateTable
CREATE TABLE "public"."WebhookEndpoint" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "opaqueId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "environmentType" "public"."RuntimeEnvironmentType" NOT NULL,
    "endpointTenantId" TEXT NOT NULL DEFAULT '',
    "endpointExternalRef" TEXT NOT NULL DEFAULT '',
    "source" TEXT NOT NULL,
    "handlerWebhookId" TEXT NOT NULL,
    "routingTarget" JSONB NOT NULL,
    "verifierArtifact" JSONB NOT NULL,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "signingSecretKey" TEXT,
    "status" "public"."WebhookEndpointStatus" NOT NULL DEFAULT 'ACTIVE',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebhookEndpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable (HAND-EDITED: PARTITION BY RANGE clause; clone of TaskEventPartitioned migration.sql:54)
CREATE TABLE "public"."WebhookDelivery" (
    "id" TEXT NOT NULL,
    "friendlyId" TEXT NOT NULL,
    "webhookEndpointId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "runtimeEnvironmentId" TEXT NOT NULL,
    "environmentType" "public"."RuntimeEnvironmentType" NOT NULL,
    "externalDeliveryId" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "runId" TEXT,
    "status" "public"."WebhookDeliveryStatus" NOT NULL DEFAULT 'PENDING',
    "isTest" BOOLEAN NOT NULL DEFAULT false,
    "parsedEvent" JSONB,
    "rawBodyHash" TEXT,
    "errorMessage" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "processedAt" TIMESTAMP(3),

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id","createdAt")
) PARTITION BY RANGE ("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookEndpoint_friendlyId_key" ON "public"."WebhookEndpoint"("friendlyId");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookEndpoint_opaqueId_key" ON "public"."WebhookEndpoint"("opaqueId");

-- CreateIndex
CREATE INDEX "WebhookEndpoint_runtimeEnvironmentId_source_idx" ON "public"."WebhookEndpoint"("runtimeEnvironmentId", "source");

-- CreateIndex
CREATE INDEX "WebhookEndpoint_projectId_createdAt_idx" ON "public"."WebhookEndpoint"("projectId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "WebhookEndpoint_runtimeEnvironmentId_handlerWebhookId_endpo_key" ON "public"."WebhookEndpoint"("runtimeEnvironmentId", "handlerWebhookId", "endpointTenantId", "endpointExternalRef");

-- CreateIndex (on the PARENT; auto-propagates to every child at PARTITION OF time)
CREATE INDEX "WebhookDelivery_webhookEndpointId_createdAt_idx" ON "public"."WebhookDelivery"("webhookEndpointId", "createdAt" DESC);

-- No DEFAULT partition on purpose: retention drops use DETACH ... CONCURRENTLY, which a default forbids.
-- file: internal-packages/database/prisma/migrations/20260622130000_add_webhook_delivery_headers/migration.sql
-- Add the inbound request headers to webhook deliveries. Surfaced to the webhook task via
-- onEvent({ headers }). Nullable + additive; the ADD COLUMN on the RANGE-partitioned parent
-- cascades to all child partitions automatically.
ALTER TABLE "WebhookDelivery" ADD COLUMN "headers" JSONB;
-- file: internal-packages/database/prisma/migrations/20260622140000_add_webhook_endpoint_secret_provisioning/migration.sql
-- Who supplies the signing secret/key for a webhook endpoint ("provider" | "integrator" | "either").
-- Drives the dashboard Connect UI (paste vs generate). Synced from the declared source.
ALTER TABLE "WebhookEndpoint" ADD COLUMN "secretProvisioning" TEXT NOT NULL DEFAULT 'either';
-- file: internal-packages/database/prisma/migrations/20260626120000_bulk_action_group_dedupe_key_column/migration.sql
-- AlterTable
ALTER TABLE "BulkActionGroup" ADD COLUMN IF NOT EXISTS "dedupeKey" TEXT;
-- file: internal-packages/database/prisma/migrations/20260626120001_bulk_action_group_dedupe_key_index/migration.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS "BulkActionGroup_environmentId_type_dedupeKey_idx"
ON "BulkActionGroup" ("environmentId", "type", "dedupeKey")
WHERE "dedupeKey" IS NOT NULL;
-- file: internal-packages/database/prisma/migrations/20260626140000_drop_bulk_action_item_group_fk/migration.sql
-- Fail fast instead of queueing behind a long txn/VACUUM for the ACCESS EXCLUSIVE lock.
SET lock_timeout = '5s';

-- DropForeignKey
ALTER TABLE "BulkActionItem" DROP CONSTRAINT IF EXISTS "BulkActionItem_groupId_fkey";
-- file: internal-packages/database/prisma/migrations/20260626150000_drop_batch_task_run_environment_fk/migration.sql
-- Fail fast instead of queueing behind a long txn/VACUUM for the ACCESS EXCLUSIVE lock.
SET lock_timeout = '5s';

-- DropForeignKey
ALTER TABLE "BatchTaskRun" DROP CONSTRAINT IF EXISTS "BatchTaskRun_runtimeEnvironmentId_fkey";
-- file: internal-packages/database/prisma/migrations/20260629120000_drop_run_ops_control_plane_foreign_keys/migration.sql
-- Run-ops DB split: drop run-ops tables' cross-database FKs to control-plane tables (they
-- can't be enforced on the run-ops DB, which has no control-plane tables). Mirrors the
-- earlier TaskRun/BatchTaskRun drops; IF EXISTS so it's idempotent across both databases.

-- Fail fast instead of queueing behind a long txn/VACUUM for the ACCESS EXCLUSIVE lock.
SET lock_timeout = '5s';

-- Waitpoint
ALTER TABLE "Waitpoint" DROP CONSTRAINT IF EXISTS "Waitpoint_projectId_fkey";
ALTER TABLE "Waitpoint" DROP CONSTRAINT IF EXISTS "Waitpoint_environmentId_fkey";

-- TaskRunWaitpoint
ALTER TABLE "TaskRunWaitpoint" DROP CONSTRAINT IF EXISTS "TaskRunWaitpoint_projectId_fkey";

-- TaskRunCheckpoint
ALTER TABLE "TaskRunCheckpoint" DROP CONSTRAINT IF EXISTS "TaskRunCheckpoint_projectId_fkey";
ALTER TABLE "TaskRunCheckpoint" DROP CONSTRAINT IF EXISTS "TaskRunCheckpoint_runtimeEnvironmentId_fkey";

-- TaskRunAttempt
ALTER TABLE "TaskRunAttempt" DROP CONSTRAINT IF EXISTS "TaskRunAttempt_backgroundWorkerId_fkey";
ALTER TABLE "TaskRunAttempt" DROP CONSTRAINT IF EXISTS "TaskRunAttempt_backgroundWorkerTaskId_fkey";
ALTER TABLE "TaskRunAttempt" DROP CONSTRAINT IF EXISTS "TaskRunAttempt_runtimeEnvironmentId_fkey";

-- TaskRunTag
ALTER TABLE "TaskRunTag" DROP CONSTRAINT IF EXISTS "TaskRunTag_projectId_fkey";

-- WaitpointTag
ALTER TABLE "WaitpointTag" DROP CONSTRAINT IF EXISTS "WaitpointTag_projectId_fkey";
ALTER TABLE "WaitpointTag" DROP CONSTRAINT IF EXISTS "WaitpointTag_environmentId_fkey";
-- file: internal-packages/database/prisma/migrations/20260630120000_add_webhook_delivery_filter/migration.sql
-- Webhook delivery filters: a server-side predicate gates routing (not receipt). A verified delivery
-- that doesn't match becomes a FILTERED row (no run/session) with the reason recorded; the compiled
-- filter AST is stored on the endpoint and evaluated at ingest.

ALTER TYPE "WebhookDeliveryStatus" ADD VALUE 'FILTERED';

ALTER TABLE "WebhookDelivery" ADD COLUMN "filterReason" TEXT;

ALTER TABLE "WebhookEndpoint" ADD COLUMN "filter" TEXT;
ALTER TABLE "WebhookEndpoint" ADD COLUMN "filterAst" JSONB;
ALTER TABLE "WebhookEndpoint" ADD COLUMN "filterAstVersion" INTEGER;
-- file: internal-packages/database/prisma/migrations/20260630120000_drop_project_alert_run_subgraph_foreign_keys/migration.sql
-- Run-ops DB split: drop ProjectAlert's cross-DB FKs into the run subgraph (taskRunId -> TaskRun,
-- taskRunAttemptId -> TaskRunAttempt). A ksuid run lives only on the dedicated run-ops DB so the FK
-- can't be enforced; scalar columns are kept and the run is resolved via runStore.findRun. Mirrors
-- ca1a4e18e; IF EXISTS so it's idempotent across both databases.

-- Fail fast instead of queueing behind a long txn/VACUUM for the ACCESS EXCLUSIVE lock.
SET lock_timeout = '5s';

ALTER TABLE "ProjectAlert" DROP CONSTRAINT IF EXISTS "ProjectAlert_taskRunId_fkey";
ALTER TABLE "ProjectAlert" DROP CONSTRAINT IF EXISTS "ProjectAlert_taskRunAttemptId_fkey";
-- file: internal-packages/database/prisma/migrations/20260630130000_drop_task_run_to_task_run_tag_join/migration.sql
/*
  Warnings:

  - You are about to drop the `_TaskRunToTaskRunTag` table. If the table is not empty, all the data it contains will be lost.

*/

-- Fail fast instead of queueing behind a long txn/VACUUM for the ACCESS EXCLUSIVE lock.
SET lock_timeout = '5s';

-- DropTable
DROP TABLE IF EXISTS "_TaskRunToTaskRunTag" CASCADE;
-- file: internal-packages/database/prisma/migrations/20260702120000_bulk_action_group_pending_replay_index/migration.sql
-- Backs the per-environment concurrent-replay limit: count of PENDING REPLAY groups.
-- Not partial (e.g. WHERE status = 'PENDING' AND type = 'REPLAY') as wouldn't be used
-- with the bind params from prisma.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "BulkActionGroup_environmentId_status_type_idx"
ON "BulkActionGroup" ("environmentId", "status", "type");
-- file: internal-packages/database/prisma/migrations/20260705210000_drop_waitpoint_run_connections_waitpoint_fk/migration.sql
-- Run-ops split: allow a cross-DB token connection (a LEGACY run blocking on a NEW-resident token,
-- whose Waitpoint row lives on the other database). Matches the split's control-plane FK-removal pattern.

-- Fail fast instead of queueing behind a long txn/VACUUM for the ACCESS EXCLUSIVE lock.
SET lock_timeout = '5s';

ALTER TABLE "_WaitpointRunConnections" DROP CONSTRAINT IF EXISTS "_WaitpointRunConnections_B_fkey";
-- file: internal-packages/database/prisma/migrations/20260705220000_drop_task_run_waitpoint_waitpoint_fk/migration.sql
-- Run-ops split: drop the TaskRunWaitpoint -> Waitpoint FK so a LEGACY run's blocking edge can point
-- at a NEW-resident (cross-DB) token. The #new dedicated schema is already FK-free here; this aligns
-- #legacy. Referential integrity is app-enforced, matching the split's control-plane FK-removal.

-- Fail fast instead of queueing behind a long txn/VACUUM for the ACCESS EXCLUSIVE lock.
SET lock_timeout = '5s';

ALTER TABLE "TaskRunWaitpoint" DROP CONSTRAINT IF EXISTS "TaskRunWaitpoint_waitpointId_fkey";
-- file: internal-packages/database/prisma/migrations/20260705230000_drop_completed_waitpoints_waitpoint_fk/migration.sql
-- Run-ops split: drop the _completedWaitpoints -> Waitpoint FK so a LEGACY snapshot can record a
-- cross-DB completed token (NEW-resident). Third of the split's waitpoint-FK drops; the A (snapshot)
-- side stays same-DB. Referential integrity is app-enforced, matching the sibling FK-removals.

-- Fail fast instead of queueing behind a long txn/VACUUM for the ACCESS EXCLUSIVE lock.
SET lock_timeout = '5s';

ALTER TABLE "_completedWaitpoints" DROP CONSTRAINT IF EXISTS "_completedWaitpoints_B_fkey";
-- file: internal-packages/database/prisma/migrations/20260710120000_drop_remaining_run_graph_seam_foreign_keys/migration.sql
-- Run-graph tables are queried via dedicated clients; the remaining cross-graph foreign key
-- constraints between control-plane tables and run-graph tables are removed so neither side
-- needs the other's tables present to enforce them. Referential integrity is app-enforced,
-- matching the sibling FK removals. IF EXISTS keeps this idempotent across databases.

-- Fail fast instead of queueing behind a long txn/VACUUM for the ACCESS EXCLUSIVE lock.
SET lock_timeout = '5s';

-- BulkActionItem
ALTER TABLE "BulkActionItem" DROP CONSTRAINT IF EXISTS "BulkActionItem_sourceRunId_fkey";
ALTER TABLE "BulkActionItem" DROP CONSTRAINT IF EXISTS "BulkActionItem_destinationRunId_fkey";

-- PlaygroundConversation
ALTER TABLE "PlaygroundConversation" DROP CONSTRAINT IF EXISTS "PlaygroundConversation_runId_fkey";

-- Checkpoint
ALTER TABLE "Checkpoint" DROP CONSTRAINT IF EXISTS "Checkpoint_projectId_fkey";
ALTER TABLE "Checkpoint" DROP CONSTRAINT IF EXISTS "Checkpoint_runtimeEnvironmentId_fkey";

-- CheckpointRestoreEvent
ALTER TABLE "CheckpointRestoreEvent" DROP CONSTRAINT IF EXISTS "CheckpointRestoreEvent_projectId_fkey";
ALTER TABLE "CheckpointRestoreEvent" DROP CONSTRAINT IF EXISTS "CheckpointRestoreEvent_runtimeEnvironmentId_fkey";

-- TaskRunAttempt
ALTER TABLE "TaskRunAttempt" DROP CONSTRAINT IF EXISTS "TaskRunAttempt_queueId_fkey";
-- file: internal-packages/database/prisma/migrations/20260714140000_runtime_environment_unique_staging_preview_root/migration.sql
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "RuntimeEnvironment_projectId_type_staging_preview_root_key"
ON "RuntimeEnvironment" ("projectId", "type")
WHERE "parentEnvironmentId" IS NULL
  AND "type" IN ('STAGING', 'PREVIEW');
-- file: internal-packages/database/prisma/migrations/20260716120000_add_task_queue_concurrency_limit_override_percent/migration.sql
-- Adds a nullable column to store a queue concurrency-limit override expressed as a percentage
-- of the environment limit. This percentage is the source of truth; the absolute
-- "concurrencyLimit" is materialized from it at save time. Additive and nullable, so existing
-- absolute overrides are unaffected. Decimal(5,2) supports fractional percentages (0.01–100.00).
ALTER TABLE "TaskQueue" ADD COLUMN IF NOT EXISTS "concurrencyLimitOverridePercent" DECIMAL(5,2);
-- file: internal-packages/database/prisma/migrations/20260723112558_add_environment_api_keys/migration.sql
-- CreateTable
CREATE TABLE "public"."api_keys" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "key_hash" TEXT NOT NULL,
    "last_four" TEXT NOT NULL,
    "runtime_environment_id" TEXT NOT NULL,
    "created_by_user_id" TEXT,
    "preset_id" TEXT,
    "scopes" TEXT[] NOT NULL,
    "last_used_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),
    "expires_at" TIMESTAMP(3),
    "updated_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "public"."api_keys"("key_hash");

-- CreateIndex
CREATE INDEX "api_keys_runtime_environment_id_revoked_at_created_at_idx" ON "public"."api_keys"("runtime_environment_id", "revoked_at", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "public"."api_keys" ADD CONSTRAINT "api_keys_runtime_environment_id_fkey" FOREIGN KEY ("runtime_environment_id") REFERENCES "public"."RuntimeEnvironment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "public"."api_keys" ADD CONSTRAINT "api_keys_created_by_user_id_fkey" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- file: internal-packages/database/prisma/migrations/20260724120000_add_batch_task_run_created_at_dashboard_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "BatchTaskRun_runtimeEnvironmentId_createdAt_id_idx" ON "public"."BatchTaskRun"("runtimeEnvironmentId", "createdAt" DESC, "id" DESC);
-- file: internal-packages/database/prisma/migrations/20260729120000_add_dashboard_agent_watch_alert_type/migration.sql
-- AlterEnum
ALTER TYPE "public"."ProjectAlertType" ADD VALUE IF NOT EXISTS 'DASHBOARD_AGENT_WATCH';
-- file: internal-packages/database/prisma/migrations/20260731160000_add_worker_deployment_environment_id_created_at_index/migration.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS "WorkerDeployment_environmentId_createdAt_idx" ON "public"."WorkerDeployment"("environmentId", "createdAt");
-- file: internal-packages/database/prisma/migrations/20260806100000_add_background_worker_task_project_id_slug_created_at_index/migration.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS "BackgroundWorkerTask_projectId_slug_createdAt_idx" ON "public"."BackgroundWorkerTask"("projectId", "slug", "createdAt");
-- file: internal-packages/database/prisma/migrations/20260809120000_add_webhook_endpoint_manually_deactivated_at/migration.sql
-- AlterTable
ALTER TABLE "public"."WebhookEndpoint" ADD COLUMN "manuallyDeactivatedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20260810120000_add_project_alert_channel_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "ProjectAlert_channelId_idx" ON "public"."ProjectAlert"("channelId");
-- file: internal-packages/database/prisma/migrations/20260810130000_add_environment_variable_value_reference_id_index/migration.sql
-- CreateIndex
CREATE INDEX CONCURRENTLY IF NOT EXISTS "EnvironmentVariableValue_valueReferenceId_idx" ON "public"."EnvironmentVariableValue"("valueReferenceId");
-- file: internal-packages/database/prisma/migrations/20260810130446_add_cron_spread_fields/migration.sql
-- AlterTable
ALTER TABLE "public"."TaskSchedule"
  ADD COLUMN     "windowDurationSeconds" INTEGER,
  ADD COLUMN     "windowPercentage" INTEGER;

ALTER TABLE "public"."TaskSchedule"
  ADD CONSTRAINT "TaskSchedule_window_exclusive"
  CHECK (
    "windowDurationSeconds" IS NULL
    OR "windowPercentage" IS NULL
  ) NOT VALID;

-- AlterTable
ALTER TABLE "public"."TaskScheduleInstance"
  ADD COLUMN     "schedulePhase" INTEGER;
-- file: internal-packages/database/prisma/migrations/20260811065646_add_project_initialized_at/migration.sql
-- AlterTable
ALTER TABLE "Project" ADD COLUMN "initializedAt" TIMESTAMP(3);
-- file: internal-packages/database/prisma/migrations/20260812120000_add_runtime_environment_pause_source_index/migration.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS "RuntimeEnvironment_pauseSource_organizationId_idx"
ON "RuntimeEnvironment" ("pauseSource", "organizationId")
WHERE "pauseSource" IS NOT NULL;
-- file: internal-packages/database/prisma/migrations/20260812130000_add_worker_deployment_environment_id_status_id_index/migration.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS "WorkerDeployment_environmentId_status_id_idx" ON "public"."WorkerDeployment"("environmentId", "status", "id");
-- file: internal-packages/database/prisma/migrations/20260812140000_add_personal_access_token_user_id_index/migration.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS "PersonalAccessToken_userId_idx" ON "public"."PersonalAccessToken"("userId");
-- file: internal-packages/database/prisma/migrations/20260814070000_add_logs_search_projector_checkpoints/migration.sql
-- CreateTable
CREATE TABLE "public"."LogsSearchProjectorCheckpoint" (
    "id" BIGSERIAL NOT NULL,
    "projectorId" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "windowEnd" TIMESTAMP(3) NOT NULL,
    "queryId" TEXT,
    "completedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LogsSearchProjectorCheckpoint_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LogsSearchProjectorCheckpoint_projectorId_mode_windowStart__key"
ON "public"."LogsSearchProjectorCheckpoint"("projectorId", "mode", "windowStart", "windowEnd");

-- CreateIndex
CREATE INDEX "LogsSearchProjectorCheckpoint_projectorId_mode_windowEnd_idx"
ON "public"."LogsSearchProjectorCheckpoint"("projectorId", "mode", "windowEnd" DESC);
-- file: internal-packages/database/prisma/migrations/20260817000000_add_platform_notification_is_draft/migration.sql
-- AlterTable
ALTER TABLE "PlatformNotification" ADD COLUMN IF NOT EXISTS "isDraft" BOOLEAN NOT NULL DEFAULT false;
-- file: internal-packages/database/prisma/migrations/20260817111521_add_project_default_runtime/migration.sql
-- AlterTable
ALTER TABLE "Project" ADD COLUMN "defaultRuntime" TEXT;
-- file: internal-packages/database/prisma/migrations/20260818120000_add_worker_deployment_external_id/migration.sql
ALTER TABLE "public"."WorkerDeployment" ADD COLUMN IF NOT EXISTS "externalId" TEXT;
-- file: internal-packages/database/prisma/migrations/20260818120100_add_worker_deployment_environment_id_external_id_index/migration.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS "WorkerDeployment_environmentId_externalId_idx" ON "public"."WorkerDeployment"("environmentId", "externalId");
