#!/usr/bin/env node
// Puts a local SQLite database in WAL mode (kept in the file): readers never wait for the writer.
import path from "node:path";
import Database from "better-sqlite3";

const url = process.env.DATABASE_URL || "file:./data/app.db";
if (url.startsWith("file:")) {
  const file = url.slice("file:".length);
  const db = new Database(path.isAbsolute(file) ? file : path.resolve(process.cwd(), file));
  db.pragma("journal_mode = WAL");
  db.close();
}
