package dev.autopilot.assist;

import dev.autopilot.core.AssistFailureCode;
import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.AssistResult;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.match.Fields;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.playwright.BrowserExtension;
import dev.autopilot.playwright.ExtensionTrigger;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Has an autofill extension fill the page and watches what it does; see {@link ExtensionAssist}. */
final class BrowserExtensionAssist implements AssistPlugin {
  /** The purpose of the snapshots taken while the extension works. */
  static final String WATCH = "assist_watch";

  private final Path folder;
  private final ExtensionTrigger trigger;
  private final Duration deadline;
  private final Duration settle;
  private final Duration poll;
  private final int retries;

  BrowserExtensionAssist(Path folder, ExtensionTrigger trigger, Duration deadline, Duration settle, Duration poll, int retries) {
    this.folder = folder;
    this.trigger = trigger;
    this.deadline = deadline;
    this.settle = settle;
    this.poll = poll;
    this.retries = retries;
  }

  @Override
  public String name() {
    return "browser-extension";
  }

  /**
   * Available on a Playwright session whose page has an empty field to fill. Whether the
   * extension runs is not asked here: {@link #prefill} says so with {@link
   * AssistFailureCode#EXTENSION_NOT_LOADED}, so that the reason reaches the run's events.
   */
  @Override
  public boolean isAvailable(BrowserSession session, SemanticSnapshot snapshot) {
    return playwright(session).isPresent() && snapshot.elements().stream().anyMatch(e -> fillable(e) && !Fields.answered(e));
  }

  @Override
  public AssistResult prefill(SnapshotPipeline page, SemanticSnapshot before) {
    Optional<PlaywrightBrowserSession> session = playwright(page.session());
    if (session.isEmpty()) {
      return AssistResult.failed(AssistFailureCode.EXTENSION_NOT_LOADED, "the session is not a Playwright session; extensions run only there");
    }
    Optional<BrowserExtension> extension = session.get().extensions().stream().filter(e -> e.folder().equals(folder)).findFirst();
    if (extension.isEmpty()) {
      return AssistResult.failed(AssistFailureCode.EXTENSION_NOT_LOADED, "the browser was not configured to load the extension in " + folder.getFileName());
    }
    if (!extension.get().loaded()) {
      return AssistResult.failed(AssistFailureCode.EXTENSION_NOT_LOADED,
          "extension in " + folder.getFileName() + " is " + extension.get().state() + ": " + extension.get().detail());
    }
    String label = extension.get().name() != null ? "'" + extension.get().name() + "'" : folder.getFileName().toString();
    Map<String, String> baseline = states(before);
    Set<String> touched = new LinkedHashSet<>();
    SemanticSnapshot last = before;
    int triggers = 0;
    while (touched.isEmpty() && triggers <= retries) {
      session.get().trigger(trigger);
      triggers++;
      long end = System.nanoTime() + deadline.toNanos();
      while (System.nanoTime() < end && touched.isEmpty()) {
        pause(poll);
        last = page.take(WATCH);
        see(last, baseline, touched);
      }
    }
    if (touched.isEmpty()) {
      return AssistResult.failed(AssistFailureCode.DEADLINE_PASSED,
          "extension " + label + ": no field changed within " + deadline.toMillis() + " ms of each of " + triggers + " trigger(s)");
    }
    last = settled(page, last, baseline, touched);
    Map<String, String> now = states(last);
    // what it filled: the fields it changed that still differ at the end; one filled and emptied again is in touchedRefs only
    long changed = touched.stream().filter(ref -> now.containsKey(ref) && !now.get(ref).equals(baseline.get(ref))).count();
    Set<String> emptyRefs = new LinkedHashSet<>();
    before.elements().stream().filter(e -> fillable(e) && !Fields.answered(e)).forEach(e -> emptyRefs.add(e.ref()));
    long filled = last.elements().stream().filter(e -> emptyRefs.contains(e.ref()) && Fields.answered(e)).count();
    String rate = emptyRefs.isEmpty() ? "" : " (" + Math.round(100.0 * filled / emptyRefs.size()) + "%)";
    return AssistResult.attempted((int) changed, "extension " + label + " filled " + filled + " of " + emptyRefs.size() + " empty field(s)" + rate
        + " after " + triggers + " trigger(s); " + touched.size() + " field(s) changed while watched, " + changed + " still changed at the end",
        List.copyOf(touched));
  }

  /** Watches until no field changed for the settle time, at most one more deadline; returns the last snapshot. */
  private SemanticSnapshot settled(SnapshotPipeline page, SemanticSnapshot last, Map<String, String> baseline, Set<String> touched) {
    long end = System.nanoTime() + deadline.toNanos();
    long quietSince = System.nanoTime();
    Map<String, String> seen = states(last);
    while (System.nanoTime() < end && System.nanoTime() - quietSince < settle.toNanos()) {
      pause(poll);
      last = page.take(WATCH);
      see(last, baseline, touched);
      Map<String, String> now = states(last);
      if (!now.equals(seen)) {
        seen = now;
        quietSince = System.nanoTime();
      }
    }
    return last;
  }

  /** Adds to {@code touched} each field whose state differs from the baseline. */
  private static void see(SemanticSnapshot snapshot, Map<String, String> baseline, Set<String> touched) {
    states(snapshot).forEach((ref, state) -> {
      if (baseline.containsKey(ref) && !baseline.get(ref).equals(state)) {
        touched.add(ref);
      }
    });
  }

  /** Each field's value and checked state, by ref. */
  private static Map<String, String> states(SemanticSnapshot snapshot) {
    Map<String, String> states = new HashMap<>();
    for (SemanticElement e : snapshot.elements()) {
      if (fillable(e)) {
        states.put(e.ref(), (e.value() == null ? "" : e.value()) + "\u0000" + e.checked());
      }
    }
    return states;
  }

  private static boolean fillable(SemanticElement e) {
    return Fields.askable(e) && switch (e.role()) {
      case TEXTBOX, SEARCHBOX, COMBOBOX, SPINBUTTON, CHECKBOX, SWITCH -> true;
      default -> false;
    };
  }

  private static Optional<PlaywrightBrowserSession> playwright(BrowserSession session) {
    try {
      return Optional.of(session.unwrap(PlaywrightBrowserSession.class));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  private static void pause(Duration d) {
    try {
      Thread.sleep(d.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while watching the extension", e);
    }
  }
}
