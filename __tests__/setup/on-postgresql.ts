// The server-postgresql project's first setup file: test-database.ts then copies the cluster's template.
process.env.STEPPS_TEST_ENGINE = "postgresql";
