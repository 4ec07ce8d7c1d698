-- The locator cache and trajectory memory. Times are epoch milliseconds; texts are page words
-- (questions, labels), key names and redacted reasons, never a value the person gave.

CREATE TABLE locator_entries (
  key_id                 CHAR(64)      NOT NULL,
  question_signature     VARCHAR(1000) NOT NULL,
  host                   VARCHAR(255)  NOT NULL,
  normalized_path        VARCHAR(1000) NOT NULL,
  page_signature         VARCHAR(200)  NOT NULL,
  pack_version           VARCHAR(200)  NOT NULL,
  planner_version        VARCHAR(200)  NOT NULL,
  verb                   VARCHAR(40)   NOT NULL,
  fingerprint            TEXT          NOT NULL,
  answered_by            VARCHAR(500),
  standing               VARCHAR(20)   NOT NULL,
  consecutive_successes  INTEGER       NOT NULL,
  consecutive_failures   INTEGER       NOT NULL,
  total_successes        INTEGER       NOT NULL,
  heals                  INTEGER       NOT NULL,
  created_at             BIGINT        NOT NULL,
  last_used_at           BIGINT        NOT NULL,
  expires_at             BIGINT        NOT NULL,
  PRIMARY KEY (key_id, question_signature)
);

CREATE INDEX locator_entries_path ON locator_entries (host, normalized_path, pack_version, planner_version);
CREATE INDEX locator_entries_last_used ON locator_entries (last_used_at);
CREATE INDEX locator_entries_expires ON locator_entries (expires_at);

CREATE TABLE trajectories (
  id               VARCHAR(36)   NOT NULL PRIMARY KEY,
  site             VARCHAR(255)  NOT NULL,
  normalized_path  VARCHAR(1000) NOT NULL,
  succeeded        INTEGER       NOT NULL,
  outcome          VARCHAR(200)  NOT NULL,
  recorded_at      BIGINT        NOT NULL,
  body             TEXT          NOT NULL
);

CREATE INDEX trajectories_site ON trajectories (site, recorded_at);
CREATE INDEX trajectories_recorded ON trajectories (recorded_at);

CREATE TABLE trajectory_questions (
  trajectory_id       VARCHAR(36)   NOT NULL REFERENCES trajectories (id) ON DELETE CASCADE,
  question_signature  VARCHAR(1000) NOT NULL,
  PRIMARY KEY (trajectory_id, question_signature)
);

CREATE INDEX trajectory_questions_question ON trajectory_questions (question_signature);
