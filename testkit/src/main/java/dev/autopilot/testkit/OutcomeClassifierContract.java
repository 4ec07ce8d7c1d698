package dev.autopilot.testkit;

import static java.util.Objects.requireNonNull;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.SubmitCandidate;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The contract of an {@link OutcomeClassifier}, on signals built in memory: it always answers
 * (never null, never a throw, whatever the page); a blank or unrelated page is never a success; a
 * low confidence means unknown; the evidence it quotes for a verdict is there in the signals; and
 * concurrent calls answer as a single caller would.
 *
 * <p>A subclass supplies {@link #classifier()}. The kit's pages ({@link #pages()}) are the pages a
 * submit commonly leads to, in English: a confirmation, a form with field errors, a spam block, a
 * 503, a blank page, an unrelated article; one check also feeds it a page of a million characters.
 * A classifier meant for a few pages of its own is best chained before the stock rules
 * ({@code OutcomeClassifiers.chain(yours, OutcomeClassifiers.rules())}) and that chain tested. A classifier for other
 * languages or sites adds its own with {@link #morePages()}. {@link #unknownBelow()} states the
 * confidence under which it answers unknown rather than naming a class. A classifier that knows
 * only some pages (confirmations only, or a site's own) passes the kit standing alone by
 * declaring which of the kit's common pages it covers ({@link #covers()}): the others must then
 * be {@code unknown_blocked}.
 *
 * <p>The kit keeps no state between tests: its tests may run concurrently when the classifier
 * allows it.
 */
public abstract class OutcomeClassifierContract {

  /** The form the kit's submits are made from. */
  protected static final String FORM_URL = "http://127.0.0.1:8080/jobs/1001/apply";

  /**
   * The classifier under test; asked once per test.
   *
   * @return the classifier, not null; one test uses it from several threads at once
   */
  protected abstract OutcomeClassifier classifier();

  /**
   * The confidence under which the classifier answers {@code unknown_blocked} rather than naming
   * a class. The default is 0.3.
   *
   * @return a confidence from 0 to 1; every verdict below it on the kit's pages must be {@code
   *     unknown_blocked}
   */
  protected double unknownBelow() {
    return 0.3;
  }

  /**
   * Further pages, by name, that the kit's checks (not null, evidence, thread-safety) also run on.
   *
   * @return pages by a name of the subclass's choosing, shown in failures; empty by default. No
   *     expected class is checked for them: a subclass asserts its own
   */
  protected Map<String, OutcomeSignals> morePages() {
    return Map.of();
  }

  @Test
  void alwaysAnswersNeverNullWhateverThePage() {
    OutcomeClassifier classifier = classifier();
    for (var page : all().entrySet()) {
      SubmissionOutcome outcome = classifier.classify(page.getValue());
      assertNotNull(outcome, page.getKey());
      assertTrue(outcome.evidenceSnippet().length() <= 500, () -> page.getKey() + ": the evidence is a snippet, not the page: " + outcome.evidenceSnippet().length());
    }
    SubmissionOutcome huge = classifier.classify(signals(FORM_URL + "/done", "Done", "lorem ipsum dolor sit amet ".repeat(40_000), 200, List.of(), false));
    assertNotNull(huge, "a page of a million characters");
    assertTrue(huge.evidenceSnippet().length() <= 500, "the evidence of a huge page is a snippet");
    assertNotEquals(OutcomeClass.SUCCESS_CONFIRMED, huge.outcomeClass(), "filler text is no confirmation");
  }

  @Test
  void aBlankOrUnrelatedPageIsNeverASuccess() {
    OutcomeClassifier classifier = classifier();
    for (String name : List.of("blank", "blank, same url", "unrelated article", "unrelated, form still there")) {
      SubmissionOutcome outcome = classifier.classify(requireNonNull(pages().get(name), name));
      assertNotEquals(OutcomeClass.SUCCESS_CONFIRMED, outcome.outcomeClass(), () -> name + ": " + outcome);
    }
    assertEquals(OutcomeClass.UNKNOWN_BLOCKED, classifier.classify(requireNonNull(pages().get("blank"), "blank")).outcomeClass(), "a blank page tells nothing");
  }

  /** The kit's common pages, by name, and the class each must get from a classifier that covers it. */
  public static final Map<String, OutcomeClass> COMMON_PAGES = Map.of(
      "confirmation", OutcomeClass.SUCCESS_CONFIRMED,
      "field errors", OutcomeClass.VALIDATION_ERROR,
      "spam block", OutcomeClass.EXTERNAL_BLOCKED,
      "503", OutcomeClass.TRANSIENT_NETWORK);

  /**
   * Which of the kit's {@link #COMMON_PAGES} the classifier names the class of; for the others it
   * must answer {@code unknown_blocked}, so that a chain asks the next classifier. The default is
   * all of them: a classifier that stands alone. A classifier of confirmations returns {@code
   * Set.of("confirmation")}; one for a site's own pages only (a help desk's "Ticket #4711
   * opened") returns {@code Set.of()} and adds its pages with {@link #morePages()}.
   *
   * @return names of {@link #COMMON_PAGES}
   */
  protected Set<String> covers() {
    return COMMON_PAGES.keySet();
  }

  @Test
  void theCommonPagesGetTheirClassOrUnknownWhenTheClassifierDoesNotCoverThem() {
    OutcomeClassifier classifier = classifier();
    Set<String> covers = covers();
    for (var page : new java.util.TreeMap<>(COMMON_PAGES).entrySet()) {
      SubmissionOutcome outcome = classifier.classify(requireNonNull(pages().get(page.getKey()), page.getKey()));
      boolean covered = covers.contains(page.getKey());
      OutcomeClass wanted = covered ? page.getValue() : OutcomeClass.UNKNOWN_BLOCKED;
      assertEquals(wanted, outcome.outcomeClass(), () -> page.getKey() + (covered ? ""
          : ", a page the classifier does not cover (covers() = " + covers + "), is unknown_blocked") + ": " + outcome);
    }
    if (covers.contains("503")) {
      assertTrue(classifier.classify(requireNonNull(pages().get("503"), "503")).retryable(), "a 503 may pass later");
    }
    assertTrue(!classifier.classify(requireNonNull(pages().get("confirmation"), "confirmation")).retryable(), "a confirmed submission is never to be repeated");
  }

  @Test
  void aLowConfidenceIsUnknown() {
    OutcomeClassifier classifier = classifier();
    for (var page : all().entrySet()) {
      SubmissionOutcome outcome = classifier.classify(page.getValue());
      if (outcome.confidence() < unknownBelow()) {
        assertEquals(OutcomeClass.UNKNOWN_BLOCKED, outcome.outcomeClass(),
            () -> page.getKey() + ": a verdict at confidence " + outcome.confidence() + " below " + unknownBelow() + " names a class: " + outcome);
      }
    }
  }

  @Test
  void theEvidenceOfAVerdictIsThereInTheSignals() {
    OutcomeClassifier classifier = classifier();
    for (var page : all().entrySet()) {
      OutcomeSignals signals = page.getValue();
      SubmissionOutcome outcome = classifier.classify(signals);
      if (outcome.outcomeClass() == OutcomeClass.UNKNOWN_BLOCKED) {
        continue;
      }
      assertTrue(quotesTheSignals(outcome.evidenceSnippet(), signals),
          () -> page.getKey() + ": the evidence '" + outcome.evidenceSnippet() + "' quotes nothing of the page (url, title, text, field errors, status)");
    }
  }

  @Test
  void concurrentCallsAnswerAsASingleCallerWould() throws InterruptedException, ExecutionException {
    OutcomeClassifier classifier = classifier();
    List<OutcomeSignals> pages = new ArrayList<>(all().values());
    List<SubmissionOutcome> alone = pages.stream().map(classifier::classify).toList();
    int threads = 4;
    CountDownLatch go = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<List<SubmissionOutcome>>> results = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        results.add(pool.submit(() -> {
          go.await();
          List<SubmissionOutcome> out = new ArrayList<>();
          for (int round = 0; round < 10; round++) {
            out.clear();
            pages.forEach(p -> out.add(classifier.classify(p)));
          }
          return out;
        }));
      }
      go.countDown();
      for (Future<List<SubmissionOutcome>> f : results) {
        assertEquals(alone, f.get());
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * The kit's pages by name: the {@link #COMMON_PAGES}, blank pages and unrelated pages.
   *
   * @return a new, modifiable map in a fixed order, the same pages on every call
   */
  protected static Map<String, OutcomeSignals> pages() {
    Map<String, OutcomeSignals> pages = new java.util.LinkedHashMap<>();
    pages.put("confirmation", signals(FORM_URL + "/thanks", "Application received", "Thank you! Your application has been received. "
        + "We will review it and get back to you within two weeks.", 200, List.of(), false));
    pages.put("field errors", signals(FORM_URL, "Apply: Backend Engineer", "Please correct the errors below. Email is required. Phone: enter a valid number.",
        422, List.of("Email is required", "Enter a valid phone number"), true));
    pages.put("spam block", signals(FORM_URL, "Apply: Backend Engineer", "Your submission was flagged as spam and has not been sent.", 403, List.of(), true));
    pages.put("503", signals(FORM_URL, "Service Unavailable", "Service temporarily unavailable. Please try again later.", 503, List.of(), false));
    pages.put("blank", signals("about:blank", "", "", null, List.of(), false));
    pages.put("blank, same url", signals(FORM_URL, "", "", null, List.of(), false));
    pages.put("unrelated article", signals("http://127.0.0.1:8080/blog/how-we-hire", "How we hire",
        "Our hiring process has four steps. We read every application carefully and reply to everyone.", 200, List.of(), false));
    pages.put("unrelated, form still there", signals(FORM_URL, "Apply: Backend Engineer",
        "Apply for this job. First name. Last name. Email. Resume. Submit application.", 200, List.of(), true));
    return pages;
  }

  private Map<String, OutcomeSignals> all() {
    Map<String, OutcomeSignals> all = new java.util.LinkedHashMap<>(pages());
    all.putAll(morePages());
    return all;
  }

  /**
   * Signals for a page after a submit from the kit's form.
   *
   * @param url the address after the submit
   * @param title the title after the submit
   * @param text the visible text after the submit
   * @param status the submit response's status, or null when none was seen
   * @param fieldErrors visible errors tied to fields
   * @param formStillThere whether the form's submit control is still on the page
   * @return the signals of a submit from {@link #FORM_URL}: one visible field error per message
   *     (refs {@code e1}, {@code e2}, ...) and, when the form is still there, its submit button
   */
  protected static OutcomeSignals signals(String url, String title, String text, @Nullable Integer status, List<String> fieldErrors, boolean formStillThere) {
    URI uri = URI.create(url);
    String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
    String path = uri.getPath() == null ? "/" : uri.getPath();
    PageInfo page = new PageInfo(url, title, host, SemanticKey.normalizePath(path), "kit-outcome");
    List<FieldError> errors = new ArrayList<>();
    for (int i = 0; i < fieldErrors.size(); i++) {
      errors.add(new FieldError(fieldErrors.get(i), true, "e" + (i + 1), null));
    }
    List<SubmitCandidate> submits = formStillThere ? List.of(new SubmitCandidate("e9", "Submit application", true)) : List.of();
    SemanticSnapshot snapshot = new SemanticSnapshot(page, List.of(), List.of(), errors, List.of(), submits, 1, true);
    return new OutcomeSignals(FORM_URL, url, title, text, status, snapshot);
  }

  /**
   * Whether the snippet quotes the signals: some piece of it (split at the usual separators of
   * quoted evidence — {@code |}, {@code ;}, {@code :}, an ellipsis) of at least six characters, or
   * the status as {@code HTTP nnn}, occurs in the URL, title, visible text or field errors,
   * whitespace and case aside.
   */
  private static boolean quotesTheSignals(String snippet, OutcomeSignals signals) {
    StringBuilder hay = new StringBuilder();
    hay.append(signals.url()).append('\n').append(signals.title()).append('\n').append(signals.pageText()).append('\n');
    signals.snapshot().errors().forEach(e -> hay.append(e.text()).append('\n'));
    if (signals.httpStatus() != null) {
      hay.append("HTTP ").append(signals.httpStatus()).append('\n');
    }
    String haystack = collapse(hay.toString());
    for (String piece : snippet.split("[|;:\u2026]")) {
      String p = collapse(piece);
      if (p.length() >= 6 && haystack.contains(p)) {
        return true;
      }
    }
    return false;
  }

  private static String collapse(String s) {
    return s.replaceAll("\\s+", " ").trim().toLowerCase(Locale.ROOT);
  }
}
