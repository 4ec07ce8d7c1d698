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

  /** The name in {@code plan.json}, such as {@code browser-act}. */
  @JsonValue
  public String wireName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The side effect of a step's verb ({@code type_ref}, {@code submit}, {@code screenshot}, ...). */
  public static SideEffect ofVerb(String verb) {
    return switch (verb) {
      case "navigate", "snapshot", "wait_for" -> READ_ONLY;
      case "screenshot", "write_plan", "export" -> LOCAL_WRITE;
      default -> BROWSER_ACT;
    };
  }
}
