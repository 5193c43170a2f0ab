process.env.TEST_DB_ENGINE = 'pglite';
// The PGlite project runs as on a machine without PostgreSQL, whatever CI provides: every
// PostgreSQL-only file is collected there without its URL and must skip cleanly (issue 35).
delete process.env.TEST_DATABASE_URL;
