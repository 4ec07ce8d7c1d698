package dev.autopilot.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.Verifier;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@link ActionExecutorContract} and {@link VerifierContract} share: the implementations
 * under test, a {@link FixtureServer} serving the kit's widget pages (one kind of control per page,
 * under {@code pages/widgets/}) and a fresh session per test (from {@link BrowserContractSupport}), and helpers to find elements by name
 * and to run an action the way a run does (execute against the current snapshot, take a snapshot
 * after, verify). Every snapshot, the test's and the ones the executor and verifier take, goes
 * through one {@link SnapshotPipeline} per test over the test's session and the provider, whose
 * listener records each snapshot's purpose ({@link #snapshotPurposes()}).
 *
 * <p>A subclass supplies the four implementations. Sessions are closed after each test; the
 * executor, verifier and provider are asked for once per test and may be shared. Test classes
 * built on it must not run concurrently with each other (they share one fixture server per class
 * through a static field).
 */
public abstract class ExecutionContractSupport extends BrowserContractSupport {

  private @Nullable SemanticSnapshot current;
  private @Nullable ActionExecutor executor;
  private @Nullable Verifier verifier;
  private @Nullable SnapshotProvider snapshots;
  private @Nullable SnapshotPipeline pipeline;
  private final List<String> purposes = new ArrayList<>();

  /** The purpose of the snapshots the test itself takes. */
  protected static final String TEST = "test";

  /** Where test files for uploads are written; JUnit fills it in. */
  @TempDir
  protected Path files;

  /**
   * The executor under test (or the one the verifier under test is paired with).
   *
   * @return an executor, asked for once per test before it starts; not null
   */
  protected abstract ActionExecutor executor();

  /**
   * The verifier under test (or the one the executor under test is paired with).
   *
   * @return a verifier, asked for once per test before it starts; not null
   */
  protected abstract Verifier verifier();

  /**
   * The snapshot provider whose refs the executor resolves.
   *
   * @return a provider, asked for once per test before it starts; not null
   */
  protected abstract SnapshotProvider snapshotProvider();

  @BeforeEach
  final void takeImplementations() {
    executor = Objects.requireNonNull(executor(), "executor()");
    verifier = Objects.requireNonNull(verifier(), "verifier()");
    snapshots = Objects.requireNonNull(snapshotProvider(), "snapshotProvider()");
  }

  @AfterEach
  final void forgetSnapshot() {
    current = null;
    pipeline = null;
    purposes.clear();
  }

  /**
   * The test's snapshot pipeline: the test's session read by {@link #snapshotProvider()}, the one
   * the executor and verifier are given.
   *
   * @return the same pipeline for the whole test, made on first use
   */
  protected final SnapshotPipeline pipeline() {
    SnapshotPipeline p = pipeline;
    if (p == null) {
      p = SnapshotPipeline.of(session(), Objects.requireNonNull(snapshots, "no provider"), (s, purpose, millis) -> purposes.add(purpose));
      pipeline = p;
    }
    return p;
  }

  /**
   * The purpose of every snapshot the test's pipeline took so far, in order.
   *
   * @return a copy: {@value #TEST} for the test's own, the executor's and verifier's purposes for
   *     theirs; empty before any snapshot
   */
  protected final List<String> snapshotPurposes() {
    return List.copyOf(purposes);
  }

  /**
   * The URI of a widget page on the class's fixture server.
   *
   * @param name the page's file name under {@code pages/widgets/}, such as {@code text.html}
   * @return its {@code http://127.0.0.1} URI; the page is not checked to exist
   */
  protected static URI page(String name) {
    return server().uri("widgets/" + name);
  }

  /**
   * Opens a widget page in the test's session and takes its first snapshot.
   *
   * @param name the page's file name under {@code pages/widgets/}, such as {@code text.html}
   * @return the snapshot, now the current one
   */
  protected final SemanticSnapshot open(String name) {
    session().navigate(page(name).toString());
    return snapshot();
  }

  /**
   * Takes a snapshot through the test's pipeline; it becomes the current one.
   *
   * @return the snapshot, with purpose {@value #TEST}
   */
  protected final SemanticSnapshot snapshot() {
    SemanticSnapshot s = pipeline().take(TEST);
    current = s;
    return s;
  }

  /**
   * The current snapshot.
   *
   * @return the last one taken by the test or after an action
   * @throws NullPointerException when the test has taken none yet
   */
  protected final SemanticSnapshot current() {
    return Objects.requireNonNull(current, "no snapshot taken yet");
  }

  /**
   * The one element of the current snapshot with this accessible name.
   *
   * @param name the accessible name, matched exactly
   * @return the element
   * @throws AssertionError when none or several have it; the message lists the snapshot's
   *     elements
   */
  protected final SemanticElement element(String name) {
    return only(e -> e.name().equals(name), "named '" + name + "'");
  }

  /**
   * The one element of the current snapshot with this role and accessible name.
   *
   * @param role the role the element must have
   * @param name the accessible name, matched exactly
   * @return the element
   * @throws AssertionError when none or several match; the message lists the snapshot's
   *     elements
   */
  protected final SemanticElement element(Role role, String name) {
    return only(e -> e.role() == role && e.name().equals(name), role + " named '" + name + "'");
  }

  /**
   * The one element of the current snapshot with this name answering this question.
   *
   * @param question the question the element answers, as {@link SemanticSnapshot#questionOf}
   *     reads it (a group's legend, say), matched exactly
   * @param name the accessible name, matched exactly
   * @return the element
   * @throws AssertionError when none or several match
   */
  protected final SemanticElement answer(String question, String name) {
    SemanticSnapshot s = current();
    return only(e -> e.name().equals(name) && s.questionOf(e).equals(question), "named '" + name + "' under '" + question + "'");
  }

  /**
   * The ref of the one element with this accessible name.
   *
   * @param name the accessible name, matched exactly
   * @return the element's ref in the current snapshot
   * @throws AssertionError when none or several have it
   */
  protected final String ref(String name) {
    return element(name).ref();
  }

  private SemanticElement only(Predicate<SemanticElement> test, String what) {
    SemanticSnapshot s = current();
    List<SemanticElement> found = s.elements().stream().filter(test).toList();
    if (found.size() != 1) {
      throw new AssertionError(found.size() + " elements " + what + " in " + s.elements().stream()
          .map(e -> e.ref() + ":" + e.role() + ":'" + e.name() + "'").toList());
    }
    return found.get(0);
  }

  /**
   * Executes against the current snapshot, then takes a new one; nothing is verified.
   *
   * @param action an action whose refs are the current snapshot's
   * @return the executor's result
   */
  protected final ExecutionResult execute(Action action) {
    ExecutionResult result = Objects.requireNonNull(executor).execute(pipeline(), action, current());
    snapshot();
    return result;
  }

  /**
   * What one action did: the executor's result, the verifier's verdict, the snapshots around it.
   *
   * @param result the executor's result
   * @param verification the verifier's verdict on it, about the same action
   * @param before the snapshot the action was executed against
   * @param after the snapshot taken after it, which the verdict was reached on
   */
  protected record Step(ExecutionResult result, Verification verification, SemanticSnapshot before, SemanticSnapshot after) {}

  /**
   * Runs an action as a run does: execute against the current snapshot, snapshot, verify.
   *
   * @param action an action whose refs are the current snapshot's
   * @return the result, the verdict and the snapshots before and after; the after one is now
   *     current
   * @throws AssertionError when the verification is about another action than the one carried
   *     out
   */
  protected final Step act(Action action) {
    SemanticSnapshot before = current();
    ExecutionResult result = Objects.requireNonNull(executor).execute(pipeline(), action, before);
    SemanticSnapshot after = snapshot();
    Verification v = Objects.requireNonNull(verifier).verify(pipeline(), result, before, after);
    assertEquals(result.action(), v.action(), "the verification is about the action carried out");
    return new Step(result, v, before, after);
  }

  /**
   * Verifies an execution result against the current snapshot (before and after alike).
   *
   * @param result a result made outside {@link #act}, such as one built by hand
   * @return the verifier's verdict
   */
  protected final Verification verifyOnly(ExecutionResult result) {
    return Objects.requireNonNull(verifier).verify(pipeline(), result, current(), current());
  }

  /**
   * The meta of an answer: intent {@code answer}, no question, the default timeout.
   *
   * @return a new meta for the actions a test builds
   */
  protected static ActionMeta answer() {
    return ActionMeta.of("answer", null);
  }

  /**
   * A file for uploads, written to the test's temporary folder.
   *
   * @param name the file's name, which the page shows once it is chosen
   * @param content the file's text, written as UTF-8; an existing file of that name is replaced
   * @return the file's path
   * @throws UncheckedIOException when the file cannot be written
   */
  protected final Path file(String name, String content) {
    try {
      return Files.writeString(files.resolve(name), content);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Asserts the gesture was carried out.
   *
   * @param result the executor's result
   * @throws AssertionError when it was not performed, or carries an error code although it was
   */
  protected static void assertPerformed(ExecutionResult result) {
    assertTrue(result.performed(), () -> "not performed: " + result.errorCode() + " " + result.detail());
    assertNull(result.errorCode(), "a performed result has no error code");
  }

  /**
   * The gesture was carried out and proven: verified, with deciding evidence that all held, each
   * criterion naming what it saw after the action.
   *
   * @param step what {@link #act} returned
   * @throws AssertionError when it was not performed or not proven, or the verdict gives no
   *     reason
   */
  protected static void assertVerified(Step step) {
    assertPerformed(step.result());
    Verification v = step.verification();
    assertTrue(v.verified(), () -> "not verified: " + v.reason() + " " + v.evidence());
    List<Evidence> deciding = v.evidence().stream().filter(Evidence::deciding).toList();
    assertFalse(deciding.isEmpty(), "a verified action has deciding evidence");
    assertTrue(deciding.stream().allMatch(Evidence::held), () -> "every deciding criterion held: " + v.evidence());
    assertFalse(v.reason().isBlank(), "a verification has a reason");
  }

  /**
   * Asserts the action was not proven: unverified, and a deciding criterion that failed says
   * why (or no criterion decided).
   *
   * @param step what {@link #act} returned
   * @throws AssertionError when it was verified, or the verdict names no failed criterion while
   *     some decided, or gives no reason
   */
  protected static void assertUnverified(Step step) {
    Verification v = step.verification();
    assertFalse(v.verified(), () -> "verified although it should not be: " + v.reason() + " " + v.evidence());
    assertTrue(v.evidence().stream().anyMatch(e -> e.deciding() && !e.held()) || v.evidence().stream().noneMatch(Evidence::deciding),
        () -> "an unverified action names the criterion that failed: " + v.evidence());
    assertFalse(v.reason().isBlank(), "a verification has a reason");
  }
}
