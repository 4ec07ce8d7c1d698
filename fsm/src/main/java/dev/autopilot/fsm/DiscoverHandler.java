package dev.autopilot.fsm;

import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.match.FormPresence;
import dev.autopilot.core.match.LoginWall;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.ModelUsage;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.VisionNode;
import dev.autopilot.core.model.VisionVerdict;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * DISCOVER: opens the form (navigating first when the run starts or re-enters the form for a
 * retry), takes a snapshot, and decides: a page the navigation landed on that asks a person to
 * sign in stops the run ({@link ManualCode#LOGIN_REQUIRED}, judged by {@link LoginWall}, before
 * anything is typed); no form stops the run ({@link ManualCode#NO_FORM});
 * many empty required questions offer the page to an assist plugin (ASSIST_PREFILL, once per
 * run); otherwise FILL.
 *
 * <p>A page that shows no form yet ({@link FormPresence#inView}) is awaited, up to the
 * orchestrator's form wait ({@link OrchestratorBuilder#formWait}): it is looked at again at
 * growing intervals, and a control that may open the form ({@link FormPresence#startControls}:
 * "Start application", "Begin", never a submit control) is pressed, at most {@value
 * #MAX_START_PRESSES} of them, one at a time, the next only when the one before opened nothing
 * within {@value #PRESS_SETTLE_MILLIS} ms. What opened the form is judged by the snapshots, never
 * by a control's name. A form that showed late is looked at once more until its structure stops
 * changing (within the same wait), so that FILL starts on the whole form, not half of it.
 */
final class DiscoverHandler implements StateHandler {
  /** How many start controls one DISCOVER presses at most. */
  static final int MAX_START_PRESSES = 2;
  /** How long a pressed start control has to open the form before the next one is pressed. */
  static final long PRESS_SETTLE_MILLIS = 1_500;
  private static final long FIRST_PAUSE_MILLIS = 250;
  private static final long LONGEST_PAUSE_MILLIS = 1_000;

  @Override
  public Next handle(RunContext run, RunLedger ledger) throws InterruptedException {
    String url = ledger.navigateTo;
    if (url != null) {
      ledger.navigateTo = null;
      run.session().navigate(url);
    }
    SemanticSnapshot snap = run.snapshot("discover");
    // judged on the page as it landed and, when a form was awaited, on the page the wait left
    Optional<LoginWall> wall = url == null ? Optional.empty() : LoginWall.detect(url, snap, run.session().navigationStatus());
    if (wall.isPresent()) {
      return Next.stop(loginRequired(run, wall.get()));
    }
    if (!FormPresence.inView(snap)) {
      Awaited awaited = awaitForm(run, ledger, snap);
      if (awaited.stop() != null) {
        return Next.stop(awaited.stop());
      }
      snap = awaited.snapshot();
      wall = url == null ? Optional.empty() : LoginWall.detect(url, snap, run.session().navigationStatus());
      if (wall.isPresent()) {
        return Next.stop(loginRequired(run, wall.get()));
      }
    }
    boolean hasFields = snap.elements().stream().anyMatch(e -> !e.isolated() && e.role() != Role.LINK && e.role() != Role.BUTTON);
    if (!hasFields && snap.submitCandidates().isEmpty()) {
      VisionVerdict seen = run.vision(VisionNode.ABNORMAL_PAGE, "Is this page blank, an error page, or a challenge such as a captcha?");
      return Next.stop(run.stop(ManualCode.NO_FORM, "no form fields on " + snap.page().url() + " within " + run.config().formWait().toMillis()
          + " ms; check the task's start URL", null,
          seen.status() == VisionVerdict.Status.SKIPPED ? Map.of() : Map.of("vision", seen.status().name().toLowerCase(java.util.Locale.ROOT) + ": " + seen.evidence())));
    }
    TrajectoryMemory.recall(run, ledger, snap);
    Orchestrator config = run.config();
    int required = snap.requiredCount();
    if (!config.assistPlugins().isEmpty() && ledger.assistAttempts == 0 && required > 0
        && (double) snap.requiredUnfilled().size() / required >= config.assistThreshold()) {
      return Next.go(RunState.ASSIST_PREFILL, "many required questions are empty; offer the page to an assist plugin");
    }
    return Next.go(RunState.FILL, ledger.submitAttempts == 0 ? "answer the questions" : "answer the questions on the re-opened form");
  }

  /** The stop for a login wall: a person signs in, never the run. */
  private static ManualReason loginRequired(RunContext run, LoginWall wall) {
    return run.stop(ManualCode.LOGIN_REQUIRED, "the site asks a person to sign in before it shows the form (" + wall.evidence()
        + "); a run never signs in or types a sign-in's password. Log in by hand once in a browser profile folder and run with that"
        + " profile (a persistent user-data folder); see docs/login.md", null,
        Map.of("evidence", wall.evidence(), "landed_at", wall.landedAt(), "status", String.valueOf(wall.status())));
  }

  /** The page as the wait left it, or why the run stops. */
  private record Awaited(SemanticSnapshot snapshot, @Nullable ManualReason stop) {}

  /**
   * Waits for a form to show, pressing start controls; returns the last snapshot (with or without
   * a form: the caller decides), or a stop from a press (a gate, a budget).
   */
  private static Awaited awaitForm(RunContext run, RunLedger ledger, SemanticSnapshot first) throws InterruptedException {
    long budget = run.config().formWait().toMillis();
    long waited = 0;
    long sincePress = Long.MAX_VALUE / 2;
    long pause = FIRST_PAUSE_MILLIS;
    Set<String> pressed = new HashSet<>();
    SemanticSnapshot snap = first;
    while (!FormPresence.inView(snap)) {
      SemanticElement start = pressed.size() < MAX_START_PRESSES && sincePress >= PRESS_SETTLE_MILLIS ? unpressed(snap, pressed) : null;
      if (start != null) {
        pressed.add(start.role() + ":" + start.name());
        @Nullable ManualReason stop = press(run, ledger, start);
        if (stop != null) {
          return new Awaited(snap, stop);
        }
        sincePress = 0;
        snap = run.current();
        continue;
      }
      if (waited >= budget) {
        return new Awaited(snap, null);
      }
      long d = Math.min(pause, budget - waited);
      run.config().sleeper().sleep(Duration.ofMillis(d));
      waited += d;
      sincePress += d;
      pause = Math.min(pause * 2, LONGEST_PAUSE_MILLIS);
      snap = run.snapshot("await_form");
    }
    // the form showed late: it may still be building; look again until its structure holds
    while (waited < budget) {
      long d = Math.min(FIRST_PAUSE_MILLIS, budget - waited);
      run.config().sleeper().sleep(Duration.ofMillis(d));
      waited += d;
      SemanticSnapshot again = run.snapshot("await_form");
      boolean same = again.page().structureHash().equals(snap.page().structureHash());
      snap = again;
      if (same) {
        break;
      }
    }
    return new Awaited(snap, null);
  }

  private static @Nullable SemanticElement unpressed(SemanticSnapshot snap, Set<String> pressed) {
    List<SemanticElement> starts = FormPresence.startControls(snap);
    for (SemanticElement e : starts) {
      if (!pressed.contains(e.role() + ":" + e.name())) {
        return e;
      }
    }
    return null;
  }

  /** Presses a start control as one step of the run, through the gates like every action. */
  private static @Nullable ManualReason press(RunContext run, RunLedger ledger, SemanticElement start) {
    @Nullable ManualReason budget = run.beginStep();
    if (budget != null) {
      return budget;
    }
    Action.ClickRef click = new Action.ClickRef(start.ref(), ActionMeta.of(FormPresence.START_INTENT, start.name()).withCriteria("the form's fields show"));
    String id = ledger.newActionId();
    run.emit(new RunEvent.PlanProposed(PlanSource.RULES, "no form in view; press '" + start.name()
        + "', which may open one (judged by whether fields show, not by its name)", List.of(click), List.of(id), List.of(), List.of(), ModelUsage.none(), 0));
    SemanticSnapshot before = run.current();
    return ActionAttempt.run(run, ledger, id, click, SemanticKey.forAction(before, click)).stop();
  }
}
