-- CreateTable
CREATE TABLE "VentingPost" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "mediaType" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "storageKey" TEXT NOT NULL,
    "anonymity" TEXT NOT NULL,
    "pseudonym" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "trendingAt" DATETIME,
    CONSTRAINT "VentingPost_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PostLike" (
    "postId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("postId", "userId"),
    CONSTRAINT "PostLike_postId_fkey" FOREIGN KEY ("postId") REFERENCES "VentingPost" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PostLike_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TrendingItem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "section" TEXT NOT NULL,
    "mediaType" TEXT NOT NULL,
    "mediaUrl" TEXT NOT NULL,
    "publishedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "TrendingLike" (
    "itemId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("itemId", "userId"),
    CONSTRAINT "TrendingLike_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "TrendingItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TrendingLike_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "VentingSettings" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "anonymity" TEXT NOT NULL DEFAULT 'anonymous',
    "section" TEXT,
    "pseudonym" TEXT NOT NULL,
    "activity" BOOLEAN NOT NULL DEFAULT true,
    "trendingTopics" BOOLEAN NOT NULL DEFAULT true,
    "communityUpdates" BOOLEAN NOT NULL DEFAULT true,
    "push" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "VentingSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "postId" TEXT,
    "actorId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "readAt" DATETIME,
    CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "VentingPost_storageKey_key" ON "VentingPost"("storageKey");

-- CreateIndex
CREATE INDEX "VentingPost_topic_createdAt_idx" ON "VentingPost"("topic", "createdAt");

-- CreateIndex
CREATE INDEX "VentingPost_createdAt_idx" ON "VentingPost"("createdAt");

-- CreateIndex
CREATE INDEX "VentingPost_userId_createdAt_idx" ON "VentingPost"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "PostLike_userId_idx" ON "PostLike"("userId");

-- CreateIndex
CREATE INDEX "TrendingItem_section_publishedAt_idx" ON "TrendingItem"("section", "publishedAt");

-- CreateIndex
CREATE INDEX "TrendingLike_userId_idx" ON "TrendingLike"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "VentingSettings_pseudonym_key" ON "VentingSettings"("pseudonym");

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_idx" ON "Notification"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Notification_postId_kind_idx" ON "Notification"("postId", "kind");

