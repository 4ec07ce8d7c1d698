package dev.autopilot.classifier;

import static dev.autopilot.core.model.OutcomeClass.EXTERNAL_BLOCKED;
import static dev.autopilot.core.model.OutcomeClass.SUCCESS_CONFIRMED;
import static dev.autopilot.core.model.OutcomeClass.TRANSIENT_NETWORK;
import static dev.autopilot.core.model.OutcomeClass.UNKNOWN_BLOCKED;
import static dev.autopilot.core.model.OutcomeClass.VALIDATION_ERROR;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.SubmissionOutcome;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class RuleOutcomeClassifierTest {
  private final OutcomeClassifier classifier = OutcomeClassifiers.rules();

  private SubmissionOutcome classify(Signals signals) {
    SubmissionOutcome outcome = classifier.classify(signals.build());
    assertTrue(outcome.confidence() >= 0 && outcome.confidence() <= 1, "confidence in [0,1]");
    assertTrue(outcome.evidenceSnippet().length() <= Snippets.MAX_LENGTH, "evidence is bounded");
    return outcome;
  }

  private static void assertOutcome(SubmissionOutcome outcome, OutcomeClass expectedClass, String expectedCode, boolean retryable) {
    assertEquals(expectedClass, outcome.outcomeClass(), () -> "class of " + outcome);
    assertEquals(expectedCode, outcome.code(), () -> "code of " + outcome);
    assertEquals(retryable, outcome.retryable(), () -> "retryable of " + outcome);
  }

  @Nested
  class SuccessConfirmed {
    @Test
    void confirmationPageAfterRedirect() {
      SubmissionOutcome outcome = classify(Signals.page()
          .url("https://jobs.example.com/applications/3f1c9b1e-2a4d-4c8e-9f00-1b2c3d4e5f60/confirmation")
          .title("Application received — Senior Backend Engineer")
          .text("Acme Robotics\nApplication received\nThank you for applying to Senior Backend Engineer. "
              + "We will review your application and get back to you.")
          .status(200));

      assertOutcome(outcome, SUCCESS_CONFIRMED, "CONFIRMATION_PAGE", false);
      assertTrue(outcome.isSuccess());
      assertTrue(outcome.confidence() >= 0.95, () -> "url, title and text agree: " + outcome);
      assertTrue(outcome.evidenceSnippet().startsWith("https://jobs.example.com/applications/"), outcome::evidenceSnippet);
      assertFalse(outcome.evidenceSnippet().contains("HTTP"), outcome::evidenceSnippet);
    }

    @Test
    void confirmationTextOnTheSameUrl() {
      SubmissionOutcome outcome = classify(Signals.page()
          .title("Careers at Northwind")
          .text("Careers at Northwind\n\nThanks! We've received your application and will be in touch soon."));

      assertOutcome(outcome, SUCCESS_CONFIRMED, "CONFIRMATION_TEXT", false);
      assertTrue(outcome.evidenceSnippet().contains("received your application"), outcome::evidenceSnippet);
    }

    @Test
    void agreeingSignalsAreStrongerThanTextAlone() {
      double textOnly = classify(Signals.page().text("Your application has been submitted.")).confidence();
      double all = classify(Signals.page()
          .url("https://jobs.example.com/apply/thank-you")
          .title("Thank you")
          .text("Your application has been submitted.")
          .status(200)).confidence();

      assertTrue(all > textOnly, () -> all + " > " + textOnly);
    }

    @Test
    void harmlessMentionsOfSpamAndCaptchaDoNotSpoilAConfirmation() {
      SubmissionOutcome outcome = classify(Signals.page()
          .url("https://boards.example.io/acme/jobs/77/confirmation")
          .text("Thank you for applying! A confirmation email is on its way; check your spam folder if it "
              + "does not arrive. This site is protected by reCAPTCHA and the Google Privacy Policy and "
              + "Terms of Service apply."));

      assertOutcome(outcome, SUCCESS_CONFIRMED, "CONFIRMATION_PAGE", false);
    }

    @Test
    void confirmationWordsWithTheFormStillThereAreLessCertain() {
      double gone = classify(Signals.page().text("Thank you for your application.")).confidence();
      double stillThere = classify(Signals.page().text("Thank you for your application.").withForm()).confidence();

      assertTrue(stillThere < gone, () -> stillThere + " < " + gone);
    }
  }

  @Nested
  class ValidationError {
    @Test
    void visibleFieldErrorsWithTheFormBack() {
      SubmissionOutcome outcome = classify(Signals.page()
          .title("Senior Backend Engineer — Acme Robotics")
          .text("Please correct the errors below\nFirst name *\nThis field is required\nEmail *\nPlease enter a valid email address")
          .fieldError("This field is required")
          .fieldError("Please enter a valid email address")
          .withForm()
          .status(200));

      assertOutcome(outcome, VALIDATION_ERROR, "FIELD_ERRORS", false);
      assertTrue(outcome.confidence() >= 0.9, outcome::toString);
      assertTrue(outcome.evidenceSnippet().startsWith("2 field error(s): This field is required; Please enter a valid email"),
          outcome::evidenceSnippet);
    }

    @Test
    void status422WithTheFormButNoErrorsInTheSnapshot() {
      SubmissionOutcome outcome = classify(Signals.page()
          .text("There was a problem with your application. Please review the highlighted fields.")
          .withForm()
          .status(422));

      assertOutcome(outcome, VALIDATION_ERROR, "HTTP_422", false);
      assertTrue(outcome.evidenceSnippet().startsWith("HTTP 422"), outcome::evidenceSnippet);
    }

    @Test
    void status400() {
      assertOutcome(classify(Signals.page().text("Bad request").status(400)), VALIDATION_ERROR, "HTTP_400", false);
    }

    @Test
    void validationWordingAlone() {
      assertOutcome(classify(Signals.page().text("Oops: please fill in all required fields before submitting.")),
          VALIDATION_ERROR, "VALIDATION_TEXT", false);
    }

    @Test
    void hiddenErrorsDoNotCount() {
      SubmissionOutcome outcome = classify(Signals.page()
          .url("https://jobs.example.com/thanks")
          .text("Thank you for applying!")
          .hiddenError("This field is required"));

      assertEquals(SUCCESS_CONFIRMED, outcome.outcomeClass());
    }

    @Test
    void fieldErrorsAnd422AgreeMoreThanErrorsAlone() {
      double alone = classify(Signals.page().fieldError("Required").withForm()).confidence();
      double with422 = classify(Signals.page().fieldError("Required").withForm().status(422)).confidence();

      assertTrue(with422 > alone, () -> with422 + " > " + alone);
    }
  }

  @Nested
  class ExternalBlocked {
    @Test
    void spamRefusal() {
      SubmissionOutcome outcome = classify(Signals.page()
          .title("Application not accepted")
          .text("We could not accept your application: too many submissions from this device were flagged as spam.")
          .status(429));

      assertOutcome(outcome, EXTERNAL_BLOCKED, "SPAM_BLOCKED", true);
      assertTrue(outcome.confidence() >= 0.9, outcome::toString);
      assertTrue(outcome.evidenceSnippet().contains("flagged as spam"), outcome::evidenceSnippet);
      assertTrue(outcome.evidenceSnippet().contains("HTTP 429"), outcome::evidenceSnippet);
    }

    @Test
    void rateLimitWording() {
      assertOutcome(classify(Signals.page().text("429 Too Many Requests. Please try again later.")),
          EXTERNAL_BLOCKED, "RATE_LIMITED", true);
    }

    @Test
    void bare429() {
      assertOutcome(classify(Signals.page().status(429)), EXTERNAL_BLOCKED, "RATE_LIMITED", true);
    }

    @Test
    void forbidden() {
      SubmissionOutcome outcome = classify(Signals.page().text("Forbidden").status(403));

      assertOutcome(outcome, EXTERNAL_BLOCKED, "HTTP_403", true);
      assertEquals(0.7, outcome.confidence(), 1e-9, "only the first matching status rule counts");
    }

    @Test
    void duplicateApplicationIsNotRetried() {
      assertOutcome(classify(Signals.page().text("It looks like you have already applied to this position.")),
          EXTERNAL_BLOCKED, "DUPLICATE_APPLICATION", false);
    }

    @Test
    void cloudflareStyleCheck() {
      SubmissionOutcome outcome = classify(Signals.page()
          .title("Just a moment...")
          .text("jobs.example.com\nVerifying you are human. This may take a few seconds.\n"
              + "jobs.example.com needs to review the security of your connection before proceeding.")
          .status(403));

      assertOutcome(outcome, EXTERNAL_BLOCKED, "CHALLENGE_PAGE", false);
      assertTrue(outcome.confidence() >= 0.95, outcome::toString);
    }

    @Test
    void captchaWidgetErrorOnTheForm() {
      SubmissionOutcome outcome = classify(Signals.page()
          .text("Please correct the errors below. Please verify you are a human.")
          .fieldError("Please verify you are a human")
          .withForm()
          .status(422));

      assertOutcome(outcome, EXTERNAL_BLOCKED, "CHALLENGE_PAGE", false);
    }

    @Test
    void challengeUrl() {
      assertOutcome(classify(Signals.page().url("https://jobs.example.com/cdn-cgi/challenge-platform/h/b/orchestrate")),
          EXTERNAL_BLOCKED, "CHALLENGE_PAGE", false);
    }
  }

  @Nested
  class TransientNetwork {
    @Test
    void serviceUnavailable() {
      SubmissionOutcome outcome = classify(Signals.page()
          .title("Service temporarily unavailable")
          .text("Service temporarily unavailable — please try again in a moment")
          .status(503));

      assertOutcome(outcome, TRANSIENT_NETWORK, "HTTP_503", true);
      assertTrue(outcome.confidence() >= 0.85, outcome::toString);
    }

    @Test
    void requestTimeoutAndBadGateway() {
      assertOutcome(classify(Signals.page().text("Request Timeout").status(408)), TRANSIENT_NETWORK, "HTTP_408", true);
      assertOutcome(classify(Signals.page().text("502 Bad Gateway\nnginx").status(502)), TRANSIENT_NETWORK, "HTTP_502", true);
    }

    @Test
    void wordingWithoutAStatus() {
      assertOutcome(classify(Signals.page().text("Our careers site is temporarily unavailable for maintenance.")),
          TRANSIENT_NETWORK, "SERVICE_UNAVAILABLE", true);
      assertOutcome(classify(Signals.page().text("Gateway Timeout")), TRANSIENT_NETWORK, "GATEWAY_ERROR", true);
      assertOutcome(classify(Signals.page().text("This site can't be reached. ERR_CONNECTION_RESET")),
          TRANSIENT_NETWORK, "NETWORK_ERROR", true);
    }
  }

  @Nested
  class UnknownBlocked {
    @Test
    void nothingMatches() {
      SubmissionOutcome outcome = classify(Signals.page()
          .url("https://jobs.example.com/somewhere")
          .title("Acme")
          .text("Welcome to Acme. Explore our teams."));

      assertOutcome(outcome, UNKNOWN_BLOCKED, "NO_SIGNAL", false);
      assertTrue(outcome.confidence() <= 0.3, outcome::toString);
      assertTrue(outcome.evidenceSnippet().contains("Welcome to Acme"), outcome::evidenceSnippet);
    }

    @Test
    void theFormIsStillThereAndNothingSaysWhy() {
      assertOutcome(classify(Signals.page().title("Apply").text("First name Last name Email").withForm()),
          UNKNOWN_BLOCKED, "FORM_STILL_PRESENT", false);
    }

    @Test
    void otherClientErrorStatus() {
      assertOutcome(classify(Signals.page().text("Not found").status(404)), UNKNOWN_BLOCKED, "HTTP_404", false);
    }

    @Test
    void neverThrowsOnOddPages() {
      String huge = "lorem ipsum ".repeat(200_000);
      for (Signals odd : List.of(
          Signals.page(),
          Signals.page().text(huge).title(huge),
          Signals.page().text("\u0000\uFFFF\uD83D\uDE00 \u200B\u00A0 ünïcödé 申请已提交").status(999),
          Signals.page().url("about:blank").status(0),
          Signals.page().text(huge + " thank you for applying"))) {
        SubmissionOutcome outcome = classifier.classify(odd.build());
        assertTrue(outcome.evidenceSnippet().length() <= Snippets.MAX_LENGTH);
      }
    }

    @Test
    void aRuleThatBlowsUpYieldsUnknown() {
      OutcomeClassifier fragile = OutcomeClassifiers.rules(RuleSet.of(
          OutcomeRule.of(OutcomeRule.Source.TEXT, "(a|b)*c", SUCCESS_CONFIRMED, "NEVER", 0.5)));

      SubmissionOutcome outcome = fragile.classify(Signals.page().text("a".repeat(200_000)).build());

      assertOutcome(outcome, UNKNOWN_BLOCKED, "CLASSIFIER_ERROR", false);
    }
  }

  @Nested
  class Precedence {
    @Test
    void challengeBeatsConfirmation() {
      SubmissionOutcome outcome = classify(Signals.page()
          .url("https://jobs.example.com/apply/confirmation")
          .text("Thank you for applying! Before we continue, please verify you are human.")
          .status(200));

      assertOutcome(outcome, EXTERNAL_BLOCKED, "CHALLENGE_PAGE", false);
      assertTrue(outcome.confidence() < 0.9, () -> "the conflicting confirmation lowers confidence: " + outcome);
    }

    @Test
    void challengeBeatsRateLimit() {
      assertOutcome(classify(Signals.page().text("Too many requests. Complete the security check to continue.").status(429)),
          EXTERNAL_BLOCKED, "CHALLENGE_PAGE", false);
    }

    @Test
    void errorStatusBeatsConfirmationWords() {
      SubmissionOutcome outcome = classify(Signals.page()
          .title("Thank you")
          .text("Thank you for applying. Internal Server Error.")
          .status(500));

      assertOutcome(outcome, TRANSIENT_NETWORK, "HTTP_500", true);
    }

    @Test
    void validationStatusBeatsConfirmationWords() {
      assertOutcome(classify(Signals.page().text("Thanks for your application! Email is invalid.").status(422)),
          VALIDATION_ERROR, "HTTP_422", false);
    }

    @Test
    void fieldErrorsBeatGenericText() {
      SubmissionOutcome outcome = classify(Signals.page()
          .text("Thank you for your application. Something went wrong, please try again later.")
          .fieldError("Resume is required")
          .withForm());

      assertOutcome(outcome, VALIDATION_ERROR, "FIELD_ERRORS", false);
    }

    @Test
    void refusalBeatsFieldErrors() {
      assertOutcome(classify(Signals.page()
              .text("Your submission was flagged as spam.")
              .fieldError("Please correct the errors below")
              .withForm()),
          EXTERNAL_BLOCKED, "SPAM_BLOCKED", true);
    }
  }

  @Nested
  class CustomRules {
    private final OutcomeRule closed = OutcomeRule.of(OutcomeRule.Source.TEXT,
            "this (position|job) (is|has been) (closed|filled)|no longer accepting applications",
            EXTERNAL_BLOCKED, "POSTING_CLOSED", 0.85)
        .withRetryable(false);

    @Test
    void addedRuleIsApplied() {
      OutcomeClassifier custom = OutcomeClassifiers.rules(RuleSet.defaults().plus(closed));

      SubmissionOutcome outcome = custom.classify(Signals.page().text("Sorry, THIS POSITION HAS BEEN FILLED.").build());

      assertOutcome(outcome, EXTERNAL_BLOCKED, "POSTING_CLOSED", false);
      assertTrue(outcome.evidenceSnippet().contains("THIS POSITION HAS BEEN FILLED"), outcome::evidenceSnippet);
      assertEquals(OutcomeRule.PRIORITY_BLOCKED, closed.priority());
    }

    @Test
    void defaultsStillApplyNextToCustomRules() {
      OutcomeClassifier custom = OutcomeClassifiers.rules(RuleSet.defaults().plus(closed));

      assertOutcome(custom.classify(Signals.page().status(503).build()), TRANSIENT_NETWORK, "HTTP_503", true);
    }

    @Test
    void priorityDecidesBetweenCustomAndDefault() {
      OutcomeRule atsSuccess = OutcomeRule.of(OutcomeRule.Source.URL, "/applied/\\d+$", SUCCESS_CONFIRMED, "ATS_APPLIED", 0.9)
          .withPriority(OutcomeRule.PRIORITY_ERROR_STATUS + 1);
      OutcomeClassifier custom = OutcomeClassifiers.rules(RuleSet.defaults().plus(atsSuccess));

      SubmissionOutcome outcome = custom.classify(Signals.page()
          .url("https://ats.example.net/applied/12345")
          .status(403)
          .build());

      assertOutcome(outcome, SUCCESS_CONFIRMED, "ATS_APPLIED", false);
    }

    @Test
    void withoutCodeDropsADefault() {
      OutcomeClassifier custom = OutcomeClassifiers.rules(RuleSet.defaults().withoutCode("VALIDATION_TEXT"));

      assertOutcome(custom.classify(Signals.page().text("Please enter a valid email address").build()),
          UNKNOWN_BLOCKED, "NO_SIGNAL", false);
    }

    @Test
    void onlyTheGivenRulesWhenNotBuiltOnTheDefaults() {
      OutcomeClassifier only = OutcomeClassifiers.rules(RuleSet.of(closed));

      assertOutcome(only.classify(Signals.page().text("Thank you for applying").build()), UNKNOWN_BLOCKED, "NO_SIGNAL", false);
      assertEquals("POSTING_CLOSED", only.classify(Signals.page().text("no longer accepting applications").build()).code());
    }

    @Test
    void statusPlaceholderInCodes() {
      OutcomeClassifier custom = OutcomeClassifiers.rules(RuleSet.of(
          OutcomeRule.of(OutcomeRule.Source.STATUS, "30\\d", UNKNOWN_BLOCKED, "REDIRECT_{status}", 0.3)));

      assertEquals("REDIRECT_302", custom.classify(Signals.page().status(302).build()).code());
    }

    @Test
    void rulesAreValidated() {
      org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
          () -> OutcomeRule.of(OutcomeRule.Source.TEXT, "x", SUCCESS_CONFIRMED, "X", 1.5));
      org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
          () -> OutcomeRule.of(OutcomeRule.Source.TEXT, "x", SUCCESS_CONFIRMED, " ", 0.5));
      org.junit.jupiter.api.Assertions.assertThrows(java.util.regex.PatternSyntaxException.class,
          () -> OutcomeRule.of(OutcomeRule.Source.TEXT, "(", SUCCESS_CONFIRMED, "X", 0.5));
    }

    @Test
    void defaultsMatchCaseInsensitively() {
      assertTrue(RuleSet.defaults().rules().stream()
          .allMatch(r -> (r.pattern().flags() & java.util.regex.Pattern.CASE_INSENSITIVE) != 0));
    }
  }

  @Test
  void evidenceIsCollapsedAndBounded() {
    String filler = "word ".repeat(100);
    SubmissionOutcome outcome = classify(Signals.page()
        .text(filler + "\n\n   Thank   you\tfor\n applying   " + filler));

    assertEquals(SUCCESS_CONFIRMED, outcome.outcomeClass());
    assertTrue(outcome.evidenceSnippet().contains("Thank you for applying"), outcome::evidenceSnippet);
    assertFalse(outcome.evidenceSnippet().contains("  "), outcome::evidenceSnippet);
    assertTrue(outcome.evidenceSnippet().length() <= 200);
  }

  @Test
  void sharedAcrossThreads() {
    List<SubmissionOutcome> outcomes = IntStream.range(0, 2_000).parallel()
        .mapToObj(i -> classifier.classify(Signals.page().text("Too many requests").status(429).build()))
        .toList();

    assertTrue(outcomes.stream().allMatch(o -> o.code().equals("RATE_LIMITED")));
  }
}
