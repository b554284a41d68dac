/**
 * Times are ms since the epoch. `events` are occurrences (one row per folded run of identical entries); its
 * messages are indexed for full-text search by an FTS5 trigram index, which finds any substring of three or more
 * characters, case-insensitively. `applied` remembers record ids so a spool replay is applied once.
 */
export const sqliteSchema = `
CREATE TABLE IF NOT EXISTS issues (
  id TEXT PRIMARY KEY,
  source TEXT NOT NULL,
  level TEXT NOT NULL,
  title TEXT NOT NULL,
  culprit TEXT,
  status TEXT NOT NULL DEFAULT 'open',
  regressed INTEGER NOT NULL DEFAULT 0,
  resolved_at INTEGER,
  count INTEGER NOT NULL,
  sessions INTEGER NOT NULL DEFAULT 0,
  first_seen INTEGER NOT NULL,
  last_seen INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS issues_by_last_seen ON issues (last_seen DESC, id DESC);
CREATE INDEX IF NOT EXISTS issues_by_status ON issues (status, last_seen DESC);

CREATE TABLE IF NOT EXISTS events (
  seq INTEGER PRIMARY KEY,
  record_id TEXT NOT NULL UNIQUE,
  issue_id TEXT NOT NULL,
  fold_key TEXT NOT NULL,
  fold_until INTEGER NOT NULL,
  count INTEGER NOT NULL,
  level TEXT NOT NULL,
  client_id TEXT NOT NULL,
  message TEXT NOT NULL,
  timestamp TEXT NOT NULL,
  url TEXT,
  path TEXT,
  stack TEXT,
  user_agent TEXT,
  context TEXT,
  received_at INTEGER NOT NULL,
  last_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS events_by_issue ON events (issue_id, received_at DESC);
CREATE INDEX IF NOT EXISTS events_by_fold_key ON events (fold_key, fold_until);
CREATE INDEX IF NOT EXISTS events_by_path ON events (path, received_at);
CREATE INDEX IF NOT EXISTS events_by_received_at ON events (received_at);

CREATE VIRTUAL TABLE IF NOT EXISTS events_fts USING fts5 (
  message, content = 'events', content_rowid = 'seq', tokenize = 'trigram'
);
CREATE TRIGGER IF NOT EXISTS events_fts_insert AFTER INSERT ON events BEGIN
  INSERT INTO events_fts (rowid, message) VALUES (new.seq, new.message);
END;
CREATE TRIGGER IF NOT EXISTS events_fts_delete AFTER DELETE ON events BEGIN
  INSERT INTO events_fts (events_fts, rowid, message) VALUES ('delete', old.seq, old.message);
END;

CREATE TABLE IF NOT EXISTS issue_days (
  issue_id TEXT NOT NULL,
  day TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (issue_id, day)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS issue_days_by_day ON issue_days (day);

CREATE TABLE IF NOT EXISTS issue_sessions (
  issue_id TEXT NOT NULL,
  session TEXT NOT NULL,
  last_at INTEGER NOT NULL,
  PRIMARY KEY (issue_id, session)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS issue_sessions_by_last_at ON issue_sessions (last_at);

CREATE TABLE IF NOT EXISTS applied (id TEXT PRIMARY KEY, at INTEGER NOT NULL) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS applied_by_at ON applied (at);
`;
