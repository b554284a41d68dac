// Runs once, when the MongoDB volume is empty (docker-entrypoint-initdb.d), as the root user.
// The services connect as an application user limited to the portfolio database. The indexes they rely on are
// created here up front, with the names and keys the services declare (services/analytics/src/stores/mongo/
// indexes.ts, services/logs/src/store/mongo-store.ts), so the first requests do not wait for index builds. The TTL
// indexes are left to the services: their expiry follows the retention each service is configured with.
const portfolio = db.getSiblingDB('portfolio');

portfolio.createUser({
  user: process.env.MONGO_APP_USER,
  pwd: process.env.MONGO_APP_PASSWORD,
  // dbAdmin: the services adjust a TTL index in place (collMod) when their retention changes.
  roles: [
    { role: 'readWrite', db: 'portfolio' },
    { role: 'dbAdmin', db: 'portfolio' },
  ],
});

// Analytics.
portfolio.pageviews.createIndex({ at: 1, path: 1 }, { name: 'at_path' });
portfolio.sessions.createIndex({ startedAt: 1, pageviews: 1 }, { name: 'startedAt_pageviews' });
portfolio.sessions.createIndex({ lastSeen: -1 }, { name: 'lastSeen' });
portfolio.sessions.createIndex({ visitor: 1, pageviews: 1 }, { name: 'visitor_pageviews' });
portfolio.salts.createIndex({ expireAt: 1 }, { name: 'expireAt_ttl', expireAfterSeconds: 0 });

// Logs.
portfolio.logs_issues.createIndex({ lastSeen: -1, _id: -1 });
portfolio.logs_issues.createIndex({ status: 1, lastSeen: -1 });
portfolio.logs_events.createIndex({ issueId: 1, receivedAt: -1 });
portfolio.logs_events.createIndex({ foldKey: 1, foldUntil: 1 });
portfolio.logs_events.createIndex({ path: 1, receivedAt: 1 });
portfolio.logs_events.createIndex({ message: 'text' }, { default_language: 'none' });
portfolio.logs_issue_days.createIndex({ issueId: 1, day: 1 });
portfolio.logs_issue_sessions.createIndex({ issueId: 1 });
