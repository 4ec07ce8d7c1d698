package dev.autopilot.fsm;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.fsm.prepare.Confirmation;
import dev.autopilot.fsm.prepare.PlanClaims;
import dev.autopilot.fsm.prepare.PlanFields;
import dev.autopilot.fsm.prepare.PreparedPlan;
import dev.autopilot.fsm.prepare.Requirement;
import dev.autopilot.fsm.prepare.SideEffect;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * The phase of a two-phase run. PREPARE: the run fills and verifies as any run, and where it would
 * submit it writes the plan instead ({@link #prepare}) and ends in {@code PREPARED}. CONFIRM: the
 * run fills the form again from the plan's task, and right before the submit checks, in order,
 * the live page against the plan, the person's confirmation and the plan's claim ({@link
 * #beforeSubmit}); only then the submit is made, once. Confined to the run's thread.
 */
final class TwoPhase {
  enum Mode { PREPARE, CONFIRM }

  final Mode mode;
  /** The plan being confirmed (CONFIRM), or the plan prepared so far (PREPARE, null until made). */
  @Nullable PreparedPlan plan;
  private final Confirmation confirmation;
  private final PlanClaims claims;
  private final String planId;
  private final String digestKey;
  private boolean cleared;

  private TwoPhase(Mode mode, @Nullable PreparedPlan plan, Confirmation confirmation, PlanClaims claims) {
    this.mode = mode;
    this.plan = plan;
    this.confirmation = confirmation;
    this.claims = claims;
    this.planId = plan == null ? UUID.randomUUID().toString() : plan.planId();
    this.digestKey = plan == null ? PlanFields.newDigestKey() : plan.digestKey();
  }

  static TwoPhase preparing() {
    return new TwoPhase(Mode.PREPARE, null, Confirmation.none(), id -> false);
  }

  static TwoPhase confirming(PreparedPlan plan, Confirmation confirmation, PlanClaims claims) {
    return new TwoPhase(Mode.CONFIRM, plan, confirmation, claims);
  }

  /**
   * What stops a confirm run before it opens the page: a plan that is not ready, or a phrase that
   * is not the plan's (an approval is asked later, before the submit). Null when it may go on.
   */
  @Nullable ManualReason beforeStart(RunContext run) {
    if (mode != Mode.CONFIRM || plan == null) {
      return null;
    }
    if (!plan.ready()) {
      run.emit(new RunEvent.ConfirmationChecked(planId, "plan", false, "the plan is not ready: " + plan.requirements()));
      return confirmRequired(run, "the plan cannot be confirmed: it needs " + plan.requirements().stream().map(n -> n.kind().wireName() + " (" + n.detail() + ")")
          .toList() + ". Do what it needs, then prepare again", "plan");
    }
    if (confirmation instanceof Confirmation.Phrase phrase) {
      boolean ok = phrase.confirms(plan);
      run.emit(new RunEvent.ConfirmationChecked(planId, "phrase", ok, ok ? "the phrase is the plan's" : phrase.text() == null ? "no phrase was given" : "the phrase is not the plan's"));
      if (!ok) {
        return confirmRequired(run, "not submitted: " + (phrase.text() == null ? "no confirmation phrase was given" : "the confirmation phrase is not the plan's")
            + "; confirm with the plan's phrase ('" + plan.confirmationPhrase() + "') or an approval", "phrase");
      }
    }
    return null;
  }

  /**
   * PREPARE: the plan for the submit the run reached, instead of submitting. Writes {@code
   * plan.json} into the evidence folder when the run has one.
   *
   * @throws AutopilotException with {@link ErrorCode#BROWSER_EXPORT_FAILED} when the plan cannot be written
   */
  PreparedPlan prepare(RunContext run, RunLedger ledger, String actionId, Action submit, SemanticSnapshot before) {
    String control = before.element(submit.targetRef() == null ? "" : submit.targetRef()).map(SemanticElement::name).orElse("");
    List<PreparedPlan.Step> steps = new ArrayList<>();
    steps.add(new PreparedPlan.Step("prepare", "navigate", run.task().startUrl().toString(), SideEffect.READ_ONLY, "done"));
    steps.add(new PreparedPlan.Step("prepare", "snapshot", "", SideEffect.READ_ONLY, "done"));
    steps.addAll(ledger.performed);
    Path dir = run.evidenceDirectory();
    steps.add(new PreparedPlan.Step("prepare", "write_plan", "plan.json", SideEffect.LOCAL_WRITE, dir == null ? "returned" : "done"));
    steps.add(new PreparedPlan.Step("confirm", "navigate", run.task().startUrl().toString(), SideEffect.READ_ONLY, "planned"));
    steps.add(new PreparedPlan.Step("confirm", "fill_again", "the fields below", SideEffect.BROWSER_ACT, "planned"));
    steps.add(new PreparedPlan.Step("confirm", "check_live_page", "page, fields, values, submit control", SideEffect.READ_ONLY, "planned"));
    steps.add(new PreparedPlan.Step("confirm", "screenshot", "before_submit", SideEffect.LOCAL_WRITE, "planned"));
    steps.add(new PreparedPlan.Step(actionId, submit.verb(), control, SideEffect.BROWSER_ACT, "awaits_confirmation"));
    steps.add(new PreparedPlan.Step("confirm", "screenshot", "after_submit", SideEffect.LOCAL_WRITE, "planned"));
    List<PreparedPlan.EvidenceItem> evidence = List.of(
        new PreparedPlan.EvidenceItem("plan", "plan", "prepare"),
        new PreparedPlan.EvidenceItem("events", "events", "prepare"),
        new PreparedPlan.EvidenceItem("screenshot", "before_submit", "confirm"),
        new PreparedPlan.EvidenceItem("screenshot", "after_submit", "confirm"),
        new PreparedPlan.EvidenceItem("events", "events", "confirm"));
    PreparedPlan made = plan(run, before, steps, List.of(new PreparedPlan.Need(Requirement.PERSON_CONFIRMS, "the final submit sends the form to "
        + before.page().domain())), evidence, new PreparedPlan.SubmitControl(control));
    write(run, ledger, made);
    run.emit(new RunEvent.PlanPrepared(made.planId(), made.formUrl(), made.fields().size(),
        made.steps().stream().map(s -> s.id() + " " + s.verb() + " " + s.sideEffect().wireName() + " " + s.status()).toList(),
        made.requirements().stream().map(n -> n.kind().wireName()).toList()));
    return made;
  }

  /**
   * PREPARE, when the run stopped before the submit: a plan that says what it needs, without a
   * submit. Never fails the run's ending.
   */
  PreparedPlan blocked(RunContext run, RunLedger ledger, @Nullable ManualReason stop) {
    List<PreparedPlan.Need> needs = new ArrayList<>();
    needs.add(new PreparedPlan.Need(Requirement.PERSON_CONFIRMS, "the final submit"));
    if (stop != null) {
      Requirement r = switch (stop.code()) {
        case LOGIN_REQUIRED -> Requirement.LOGIN;
        case HUMAN_CHALLENGE -> Requirement.CHALLENGE;
        default -> Requirement.PERSON_DECIDES;
      };
      needs.add(new PreparedPlan.Need(r, stop.code().name() + ": " + stop.message()));
    }
    SemanticSnapshot now = run.currentOrNull();
    List<PreparedPlan.Step> steps = new ArrayList<>();
    steps.add(new PreparedPlan.Step("prepare", "navigate", run.task().startUrl().toString(), SideEffect.READ_ONLY, "done"));
    steps.addAll(ledger.performed);
    return plan(run, now, steps, needs, List.of(new PreparedPlan.EvidenceItem("events", "events", "prepare")), null);
  }

  private PreparedPlan plan(RunContext run, @Nullable SemanticSnapshot at, List<PreparedPlan.Step> steps, List<PreparedPlan.Need> needs,
      List<PreparedPlan.EvidenceItem> evidence, PreparedPlan.@Nullable SubmitControl submit) {
    String formUrl = at == null ? run.task().startUrl().toString() : at.page().url();
    String page = at == null ? "" : PlanFields.pageOf(at);
    return new PreparedPlan(PreparedPlan.SCHEMA_VERSION, planId, run.requestId(), run.config().clock().instant(), run.task().goal(),
        run.task().startUrl().toString(), formUrl, page, "confirm " + planId.substring(0, 8), digestKey, steps, needs, evidence,
        at == null ? List.of() : PlanFields.read(at, digestKey), submit, run.task().spec() == null ? null : run.task().spec().version());
  }

  private static void write(RunContext run, RunLedger ledger, PreparedPlan made) {
    Path dir = run.evidenceDirectory();
    if (dir == null) {
      return;
    }
    Path file = dir.resolve("plan.json");
    made.write(file);
    ledger.evidence.add("plan");
    run.emit(new RunEvent.EvidenceCaptured("plan", "plan", file.toString()));
  }

  /**
   * CONFIRM: the checks right before the confirmed submit, each an event: the live page against
   * the plan ({@code SITE_CHANGED}), the person's approval when it is asked now ({@code
   * CONFIRM_REQUIRED}), and the plan's claim ({@code ALREADY_CONFIRMED}). Null when the submit
   * may be made. A resubmit within the same run (after the site rejected fields) is checked
   * against the live page again but claims nothing more.
   */
  @Nullable ManualReason beforeSubmit(RunContext run, Action submit, SemanticSnapshot before) {
    PreparedPlan p = plan;
    if (mode != Mode.CONFIRM || p == null) {
      return null;
    }
    String control = before.element(submit.targetRef() == null ? "" : submit.targetRef()).map(SemanticElement::name).orElse("");
    List<String> diff = PlanFields.differences(p, before, control);
    run.emit(new RunEvent.ConfirmationChecked(planId, "live_page", diff.isEmpty(), diff.isEmpty() ? "the page is the plan's" : String.join("; ", diff)));
    if (!diff.isEmpty()) {
      Map<String, String> details = new LinkedHashMap<>();
      details.put("error_code", ErrorCode.BROWSER_SITE_CHANGED.name());
      details.put("changed", String.join(",", diff.stream().map(d -> d.substring(0, d.indexOf(':'))).toList()));
      details.put("differences", String.join("; ", diff));
      details.put("plan_id", planId);
      return run.stop(ManualCode.SITE_CHANGED, "not submitted: the live page is not the one the plan was prepared on (" + String.join("; ", diff)
          + "); prepare the task again and review the new plan", null, details);
    }
    if (cleared) {
      return null;
    }
    if (confirmation instanceof Confirmation.Approval a) {
      boolean ok;
      try {
        ok = a.approval().approves(p);
      } catch (RuntimeException e) {
        ok = false;
      }
      run.emit(new RunEvent.ConfirmationChecked(planId, "approval", ok, ok ? "the person approved the plan" : "the approval was refused"));
      if (!ok) {
        return confirmRequired(run, "not submitted: the approval of the plan was refused; nothing was sent", "approval");
      }
    }
    boolean claimed = claims.claim(planId);
    run.emit(new RunEvent.ConfirmationChecked(planId, "claim", claimed, claimed ? "the plan is claimed by this run" : "the plan was confirmed before"));
    if (!claimed) {
      return run.stop(ManualCode.ALREADY_CONFIRMED, "not submitted: plan " + planId + " was confirmed before; a plan is submitted at most once."
          + " Check the first confirmation's result", null, Map.of("plan_id", planId));
    }
    cleared = true;
    return null;
  }

  private ManualReason confirmRequired(RunContext run, String message, String check) {
    return run.stop(ManualCode.CONFIRM_REQUIRED, message, null, Map.of("error_code", ErrorCode.BROWSER_CONFIRM_REQUIRED.name(), "check", check,
        "plan_id", planId));
  }
}
