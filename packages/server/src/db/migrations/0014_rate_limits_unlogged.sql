-- Rate-limit counters skip the write-ahead log. The strict budgets (credentials, lookups, chat, key
-- shares) now write a counter on every request they decide (src/http/rate-limit/exact-store.ts), and a
-- logged row made each of those requests wait for a WAL flush: 2.2 ms a hit on this machine's
-- PostgreSQL, against 0.6 ms unlogged. What is given up is acceptable for counts of one window: after
-- a crash of the database server the table is empty (every client starts the window afresh, as it does
-- when a Redis store restarts), and a streaming replica has no copy (a promoted replica starts empty).
ALTER TABLE rate_limit_counters SET UNLOGGED;
