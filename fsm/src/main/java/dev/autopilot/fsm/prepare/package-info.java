/**
 * Two-phase runs: {@code Orchestrator.prepare} fills and verifies a form and stops before its
 * final submit with a {@link dev.autopilot.fsm.prepare.PreparedPlan} (written as {@code
 * plan.json}); {@code Orchestrator.confirm} submits it, exactly once, with the person's
 * {@link dev.autopilot.fsm.prepare.Confirmation}, after checking the live page against the plan.
 * See {@code docs/prepare-confirm.md}.
 */
@NullMarked
package dev.autopilot.fsm.prepare;

import org.jspecify.annotations.NullMarked;
