package dev.autopilot.testkit;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.AssistResult;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The contract of an {@link AssistPlugin}, in a real browser on the kit's pages: it reports
 * itself available on a form it can fill and fills it; the number of fields it says it filled is
 * the number of fields that changed; it never submits (the form records any submit, by button,
 * Enter or script, and its address would change on a native one); on a page with nothing to fill
 * it changes nothing; and its failures are results with a code, never exceptions — a snapshot
 * of a page the session has left included.
 *
 * <p>A subclass supplies the plugin, the snapshot provider whose refs it acts on, and
 * {@link #newSession()}; the kit's snapshots and the plugin's go through one
 * {@link SnapshotPipeline} per test. The kit's form ({@link #formPage()}) is a job application (names,
 * e-mail, phone, a country select, a yes/no radio group, a resume upload, an optional checkbox,
 * a submit button); a plugin for another domain overrides it with a fixture page of its own,
 * served by {@link FixtureServer#page(String, String)}. Test classes built on it must not run
 * concurrently with each other (see {@link BrowserContractSupport}).
 */
public abstract class AssistPluginContract extends BrowserContractSupport {

  private @Nullable AssistPlugin plugin;
  private @Nullable SnapshotProvider snapshots;
  private @Nullable SnapshotPipeline pipeline;

  /**
   * The plugin under test; asked once per test.
   *
   * @return the plugin, before each test; not null
   */
  protected abstract AssistPlugin plugin();

  /**
   * The snapshot provider whose refs the plugin acts on.
   *
   * @return the provider, asked once per test; not null
   */
  protected abstract SnapshotProvider snapshotProvider();

  /**
   * The page with a form the plugin can fill.
   *
   * @return a fixture name, {@code assist/application.html} unless overridden; a registered page
   *     ({@link FixtureServer#page(String, String)}) for a plugin of another domain
   */
  protected String formPage() {
    return "assist/application.html";
  }

  @BeforeEach
  final void takeImplementations() {
    plugin = Objects.requireNonNull(plugin(), "plugin()");
    snapshots = Objects.requireNonNull(snapshotProvider(), "snapshotProvider()");
    pipeline = null;
  }

  /**
   * The test's snapshot pipeline: the test's session read by {@link #snapshotProvider()}.
   *
   * @return the same pipeline for the whole test, made on first use; the one the plugin is given
   */
  protected final SnapshotPipeline pipeline() {
    SnapshotPipeline p = pipeline;
    if (p == null) {
      p = SnapshotPipeline.of(session(), Objects.requireNonNull(snapshots, "no provider"));
      pipeline = p;
    }
    return p;
  }

  @Test
  void isAvailableOnAFormItCanFillAndFillsIt() {
    SemanticSnapshot before = open(formPage());
    assertTrue(assist().isAvailable(session(), before), "available on a form it can fill");
    AssistResult result = assist().prefill(pipeline(), before);
    assertNotNull(result);
    assertTrue(result.attempted(), () -> "it acted: " + result);
    assertTrue(result.fieldsTouched() > 0, () -> "it filled something: " + result);
    assertFalse(result.detail().isBlank(), "a result says what happened");
  }

  @Test
  void theFillCountItReportsIsTheNumberOfFieldsThatChanged() {
    SemanticSnapshot before = open(formPage());
    AssistResult result = assist().prefill(pipeline(), before);
    SemanticSnapshot after = snapshot();
    List<String> changed = changed(before, after);
    assertEquals(changed.size(), result.fieldsTouched(), () -> "reported " + result.fieldsTouched() + " field(s), these changed: " + changed);
  }

  @Test
  void neverSubmits() {
    SemanticSnapshot before = open(formPage());
    String url = session().url();
    assist().prefill(pipeline(), before);
    snapshot();
    assertEquals(url, session().url(), "the page did not navigate");
    assertFalse(session().visibleText(10_000).contains("Application sent"), "the form recorded no submit");
  }

  @Test
  void onAPageWithNothingToFillChangesNothing() {
    SemanticSnapshot before = open("assist/nothing.html");
    boolean available = assist().isAvailable(session(), before);
    AssistResult result = assertDoesNotThrow(() -> assist().prefill(pipeline(), before));
    SemanticSnapshot after = snapshot();
    assertEquals(List.of(), changed(before, after), "nothing changed");
    assertEquals(0, result.fieldsTouched(), () -> "nothing to fill, yet it reports " + result);
    if (!result.attempted()) {
      assertTypedFailure(result);
    }
    assertFalse(available && result.attempted() && result.fieldsTouched() > 0, "availability matches what it could do");
  }

  @Test
  void aSnapshotOfAPageTheSessionLeftIsATypedFailureNotAnException() {
    SemanticSnapshot stale = open(formPage());
    open("assist/nothing.html");
    AssistResult result = assertDoesNotThrow(() -> assist().prefill(pipeline(), stale), "failures are results, not exceptions");
    assertNotNull(result);
    assertEquals(0, result.fieldsTouched(), () -> "no field of the old page is here to fill: " + result);
    if (!result.attempted()) {
      assertTypedFailure(result);
    }
  }

  /**
   * Opens a fixture page in the test's session and snapshots it.
   *
   * @param page a fixture name or registered page, such as {@code assist/nothing.html}
   * @return the page's snapshot
   */
  protected final SemanticSnapshot open(String page) {
    session().navigate(server().uri(page).toString());
    return snapshot();
  }

  /**
   * Snapshots the session's page through the test's pipeline.
   *
   * @return the snapshot, with purpose {@code test}
   */
  protected final SemanticSnapshot snapshot() {
    return pipeline().take("test");
  }

  private AssistPlugin assist() {
    return Objects.requireNonNull(plugin, "no plugin: called outside a test");
  }

  private static void assertTypedFailure(AssistResult result) {
    assertNotNull(result.failureCode(), () -> "a plugin that did not act says why with a code: " + result);
  }

  /** The refs whose value, checked state or selected options differ between two snapshots of one page. */
  private static List<String> changed(SemanticSnapshot before, SemanticSnapshot after) {
    List<String> out = new ArrayList<>();
    for (SemanticElement a : after.elements()) {
      Optional<SemanticElement> b = before.element(a.ref());
      if (b.isEmpty()) {
        continue;
      }
      if (!Objects.equals(norm(b.get().value()), norm(a.value())) || !Objects.equals(b.get().checked(), a.checked())
          || !selected(b.get()).equals(selected(a))) {
        out.add(a.ref() + " '" + a.name() + "'");
      }
    }
    return out;
  }

  private static String norm(@Nullable String value) {
    return value == null ? "" : value;
  }

  private static List<String> selected(SemanticElement e) {
    return e.options().stream().filter(SelectOption::selected).map(SelectOption::value).toList();
  }
}
