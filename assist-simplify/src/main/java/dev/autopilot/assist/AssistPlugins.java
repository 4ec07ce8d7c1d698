package dev.autopilot.assist;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.pack.DomainPack;

/** Stock assist plugins. */
public final class AssistPlugins {
  private AssistPlugins() {}

  /**
   * A profile autofill: fills, in one pass and without waiting for verification, the text
   * fields, selects and checkboxes a domain pack can answer, as a browser's autofill would.
   * Files, radios and submit controls are left to the main loop. Thread-safe.
   *
   * @param pack where the answers come from
   * @param executor how the fields are filled
   */
  public static AssistPlugin profileAutofill(DomainPack pack, ActionExecutor executor) {
    return new ProfileAutofillAssist(pack, executor);
  }
}
