// Runs once, when the MongoDB volume is empty (docker-entrypoint-initdb.d), as the root user.
// Each service has its own database and its own user, with rights on that database alone: the analytics service
// cannot read or change the logs, nor the other way round, and neither can touch users or another database.
// dbAdmin: a service adjusts its TTL index in place (collMod) when its retention changes.
// The indexes they rely on are created here up front, with the names and keys the services declare
// (services/analytics/src/stores/mongo/indexes.ts, services/logs/src/store/mongo-indexes.ts), so a service's start-up
// finds them built. The TTL indexes are left to the services: their expiry follows the retention each
// service is configured with.
function serviceDatabase(name, password) {
  if (!password) throw new Error(`the ${name} service's MongoDB password is not set`);
  const database = db.getSiblingDB(name);
  database.createUser({
    user: name,
    pwd: password,
    roles: [
      { role: 'readWrite', db: name },
      { role: 'dbAdmin', db: name },
    ],
  });
  return database;
}

const analytics = serviceDatabase('analytics', process.env.MONGO_ANALYTICS_PASSWORD);
analytics.pageviews.createIndex({ at: 1, path: 1 }, { name: 'at_path' });
analytics.sessions.createIndex({ startedAt: 1, pageviews: 1 }, { name: 'startedAt_pageviews' });
analytics.pageviews.createIndex({ at: -1, _id: 1 }, { name: 'at_desc_id' });
analytics.sessions.createIndex({ startedAt: -1, _id: 1 }, { name: 'startedAt_desc_id' });
analytics.sessions.createIndex({ lastSeen: -1, _id: 1 }, { name: 'lastSeen_desc_id' });
analytics.sessions.createIndex({ visitor: 1, pageviews: 1 }, { name: 'visitor_pageviews' });
analytics.salts.createIndex({ expireAt: 1 }, { name: 'expireAt_ttl', expireAfterSeconds: 0 });
analytics.gameEvents.createIndex({ game: 1, kind: 1, completed: 1, score: 1 }, { name: 'game_score' });
analytics.gameEvents.createIndex({ game: 1, kind: 1, completed: 1, durationMs: 1 }, { name: 'game_duration' });

const logs = serviceDatabase('logs', process.env.MONGO_LOGS_PASSWORD);
logs.logs_issues.createIndex({ lastSeen: -1, _id: -1 });
logs.logs_issues.createIndex({ status: 1, lastSeen: -1 });
logs.logs_events.createIndex({ issueId: 1, receivedAt: -1 });
logs.logs_events.createIndex({ foldKey: 1, foldUntil: 1 });
logs.logs_events.createIndex({ path: 1, receivedAt: 1 });
logs.logs_events.createIndex({ message: 'text' }, { default_language: 'none' });
logs.logs_issue_days.createIndex({ issueId: 1, day: 1 });
logs.logs_issue_sessions.createIndex({ issueId: 1 });

// The content service builds its own indexes at start-up (services/content/src/stores/mongo): it has few articles.
serviceDatabase('content', process.env.MONGO_CONTENT_PASSWORD);

// The mail service builds its own indexes at start-up (services/mail/src/stores/mongo), like the content service.
serviceDatabase('mail', process.env.MONGO_MAIL_PASSWORD);
