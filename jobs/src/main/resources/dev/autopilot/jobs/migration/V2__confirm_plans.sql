-- A request may confirm a prepared plan: the plan (its JSON, values concealed as digests) and the
-- phrase the person typed. Null for a run from the start.
ALTER TABLE autopilot_run_requests ADD COLUMN plan text;
ALTER TABLE autopilot_run_requests ADD COLUMN confirmation_phrase text;

-- Claims of prepared plans, shared by every worker: a plan is submitted at most once, fleet-wide.
-- A claim is never released.
CREATE TABLE autopilot_plan_claims (
  plan_id text PRIMARY KEY,
  claimed_at timestamp with time zone NOT NULL
);
