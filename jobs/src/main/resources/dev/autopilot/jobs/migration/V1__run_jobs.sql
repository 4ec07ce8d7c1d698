-- db-scheduler's execution table (its PostgreSQL schema, under our own name): the queue, the claim
-- (picked, picked_by, version) and the heartbeat that lets another worker take over a dead one.
CREATE TABLE autopilot_scheduled_tasks (
  task_name text NOT NULL,
  task_instance text NOT NULL,
  task_data bytea,
  execution_time timestamp with time zone NOT NULL,
  picked boolean NOT NULL,
  picked_by text,
  last_success timestamp with time zone,
  last_failure timestamp with time zone,
  consecutive_failures int,
  last_heartbeat timestamp with time zone,
  version bigint NOT NULL,
  priority smallint,
  PRIMARY KEY (task_name, task_instance)
);
CREATE INDEX autopilot_scheduled_tasks_execution_time_idx ON autopilot_scheduled_tasks (execution_time);
CREATE INDEX autopilot_scheduled_tasks_last_heartbeat_idx ON autopilot_scheduled_tasks (last_heartbeat);
CREATE INDEX autopilot_scheduled_tasks_priority_idx ON autopilot_scheduled_tasks (priority DESC, execution_time ASC);

-- One row per run request: what to run and what became of it. Not a queue: db-scheduler decides
-- who runs what and when; this row keeps a request from running again once it ended and tells a
-- worker that takes over whether the form may already have been sent.
CREATE TABLE autopilot_run_requests (
  request_id text PRIMARY KEY,
  goal text NOT NULL,
  start_url text NOT NULL,
  lane text NOT NULL,
  attributes text NOT NULL,
  status text NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  worker text,
  submit_started_at timestamp with time zone,
  final_state text,
  reason_code text,
  detail text,
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone NOT NULL
);
CREATE INDEX autopilot_run_requests_status_idx ON autopilot_run_requests (status);
