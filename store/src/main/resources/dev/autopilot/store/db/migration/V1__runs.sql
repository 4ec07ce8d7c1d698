-- The run store. One SQL for SQLite and PostgreSQL: times are epoch milliseconds (BIGINT),
-- texts are redacted before they are written.

CREATE TABLE runs (
  request_id          VARCHAR(200) NOT NULL PRIMARY KEY,
  status              VARCHAR(20)  NOT NULL,
  host                VARCHAR(255) NOT NULL,
  start_url           TEXT         NOT NULL,
  started_at          BIGINT       NOT NULL,
  updated_at          BIGINT       NOT NULL,
  ended_at            BIGINT,
  current_state       VARCHAR(40)  NOT NULL,
  final_state         VARCHAR(40),
  failure_class       VARCHAR(40),
  failure_code        VARCHAR(60),
  failure_message     TEXT,
  retry_count         INTEGER      NOT NULL DEFAULT 0,
  loop_guards         INTEGER      NOT NULL DEFAULT 0,
  failed_actions      INTEGER      NOT NULL DEFAULT 0,
  last_error_snippet  TEXT,
  last_outcome_class  VARCHAR(40),
  last_outcome_code   VARCHAR(60),
  last_outcome_at     BIGINT,
  steps               INTEGER,
  actions             INTEGER,
  unverified_actions  INTEGER,
  submit_attempts     INTEGER,
  snapshots           INTEGER,
  screenshots         INTEGER,
  model_calls         INTEGER,
  model_input_tokens  BIGINT,
  model_output_tokens BIGINT,
  vision_calls        INTEGER,
  elapsed_ms          BIGINT,
  event_count         INTEGER      NOT NULL DEFAULT 0
);

CREATE INDEX runs_started_at ON runs (started_at);
CREATE INDEX runs_failure_code ON runs (failure_code, started_at);
CREATE INDEX runs_host ON runs (host, started_at);

CREATE TABLE run_events (
  request_id  VARCHAR(200) NOT NULL REFERENCES runs (request_id) ON DELETE CASCADE,
  seq         BIGINT       NOT NULL,
  at          BIGINT       NOT NULL,
  state       VARCHAR(40)  NOT NULL,
  step        INTEGER      NOT NULL,
  action_id   VARCHAR(40),
  type        VARCHAR(60)  NOT NULL,
  payload     TEXT         NOT NULL,
  PRIMARY KEY (request_id, seq)
);
