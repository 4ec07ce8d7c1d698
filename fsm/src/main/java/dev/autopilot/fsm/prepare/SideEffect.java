package dev.autopilot.fsm.prepare;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** What a step of a plan changes, from nothing to the site's state. */
public enum SideEffect {
  /** Reads only: opening the page, taking a snapshot, waiting. */
  READ_ONLY,
  /** Writes on this machine only: a screenshot, the plan file, an export. */
  LOCAL_WRITE,
  /**
   * Acts in the browser: typing, choosing, ticking, uploading, clicking, submitting. Before the
   * final submit these change only the page in this browser; the submit sends them to the site
   * and runs only with the person's confirmation.
   */
  BROWSER_ACT;

  /**
   * The name in {@code plan.json}, such as {@code browser-act}.
   *
   * @return the constant's name in lower case, with hyphens
   */
  @JsonValue
  public String wireName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * The side effect of a step's verb ({@code type_ref}, {@code submit}, {@code screenshot}, ...).
   *
   * @param verb the step's verb as {@link PreparedPlan.Step#verb()} holds it
   * @return {@link #READ_ONLY} for navigating, snapshots and waits, {@link #LOCAL_WRITE} for
   *     screenshots, the plan and exports, {@link #BROWSER_ACT} for every other verb, an unknown
   *     one included (the cautious answer)
   */
  public static SideEffect ofVerb(String verb) {
    return switch (verb) {
      case "navigate", "snapshot", "wait_for" -> READ_ONLY;
      case "screenshot", "write_plan", "export" -> LOCAL_WRITE;
      default -> BROWSER_ACT;
    };
  }
}
