/**
 * Raw rows (sessions, page views) plus daily roll-ups kept in step with them in the same transaction: stats
 * read the roll-ups, so a 30-day answer reads a few thousand rows instead of a million page views. The roll-ups
 * are keyed by local day in the stats time zone; `meta.time_zone` records which (see `rebuild`).
 */
export const schema = `
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  started_at INTEGER NOT NULL,
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  seen_before INTEGER NOT NULL,
  browser TEXT NOT NULL,
  os TEXT NOT NULL,
  device TEXT NOT NULL,
  country TEXT NOT NULL,
  language TEXT NOT NULL,
  landing_page TEXT NOT NULL,
  referrer TEXT NOT NULL,
  referrer_host TEXT NOT NULL,
  source TEXT,
  utm TEXT,
  pageviews INTEGER NOT NULL DEFAULT 0,
  -- 1 from the first page view on: indexed with the visitor, it changes once, where pageviews changes every time.
  visited INTEGER NOT NULL DEFAULT 0,
  last_pv_at INTEGER,
  duration_ms INTEGER NOT NULL DEFAULT 0,
  exit_page TEXT
);
CREATE INDEX IF NOT EXISTS sessions_started ON sessions (started_at);
CREATE INDEX IF NOT EXISTS sessions_visitor ON sessions (visitor, visited);

CREATE TABLE IF NOT EXISTS pageviews (
  id TEXT NOT NULL UNIQUE,
  session_id TEXT NOT NULL,
  at INTEGER NOT NULL,
  path TEXT NOT NULL,
  ttfb REAL,
  dcl REAL,
  load REAL
);
CREATE INDEX IF NOT EXISTS pageviews_at ON pageviews (at);
CREATE INDEX IF NOT EXISTS pageviews_session ON pageviews (session_id, at);

CREATE TABLE IF NOT EXISTS daily (
  day TEXT PRIMARY KEY,
  pageviews INTEGER NOT NULL DEFAULT 0,
  sessions INTEGER NOT NULL DEFAULT 0,
  visitors INTEGER NOT NULL DEFAULT 0,
  returning_visitors INTEGER NOT NULL DEFAULT 0,
  bounces INTEGER NOT NULL DEFAULT 0,
  duration_ms INTEGER NOT NULL DEFAULT 0,
  ttfb_sum REAL NOT NULL DEFAULT 0,
  ttfb_n INTEGER NOT NULL DEFAULT 0,
  dcl_sum REAL NOT NULL DEFAULT 0,
  dcl_n INTEGER NOT NULL DEFAULT 0,
  load_sum REAL NOT NULL DEFAULT 0,
  load_n INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS daily_breakdown (
  day TEXT NOT NULL,
  dim TEXT NOT NULL,
  value TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, dim, value)
) WITHOUT ROWID;

-- The games' events (#20): no session or visitor, read raw (a few per play), by local day like the roll-ups.
CREATE TABLE IF NOT EXISTS game_events (
  id TEXT PRIMARY KEY,
  at INTEGER NOT NULL,
  day TEXT NOT NULL,
  game TEXT NOT NULL,
  kind TEXT NOT NULL,
  score INTEGER,
  duration_ms INTEGER,
  completed INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS game_events_day ON game_events (day, game, kind);
CREATE INDEX IF NOT EXISTS game_events_at ON game_events (at);

CREATE TABLE IF NOT EXISTS salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
`;
