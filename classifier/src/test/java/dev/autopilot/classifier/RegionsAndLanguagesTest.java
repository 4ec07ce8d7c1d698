package dev.autopilot.classifier;

import static dev.autopilot.core.model.OutcomeClass.EXTERNAL_BLOCKED;
import static dev.autopilot.core.model.OutcomeClass.SUCCESS_CONFIRMED;
import static dev.autopilot.core.model.OutcomeClass.TRANSIENT_NETWORK;
import static dev.autopilot.core.model.OutcomeClass.UNKNOWN_BLOCKED;
import static dev.autopilot.core.model.OutcomeClass.VALIDATION_ERROR;
import static dev.autopilot.core.model.RegionKind.BROWSER_DIALOG;
import static dev.autopilot.core.model.RegionKind.DIALOG;
import static dev.autopilot.core.model.RegionKind.FOOTER;
import static dev.autopilot.core.model.RegionKind.HEADER;
import static dev.autopilot.core.model.RegionKind.LIVE;
import static dev.autopilot.core.model.RegionKind.MAIN;
import static dev.autopilot.core.model.RegionKind.NAVIGATION;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.SubmissionOutcome;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RegionsAndLanguagesTest {
  private final OutcomeClassifier classifier = OutcomeClassifiers.rules();

  private SubmissionOutcome classify(Signals s) {
    return classifier.classify(s.build());
  }

  @Nested
  class Regions {
    @Test
    void footerBoilerplateDoesNotOutvoteTheMainColumn() {
      SubmissionOutcome outcome = classify(Signals.page()
          .region(HEADER, "Acme Careers")
          .region(MAIN, "Application received. We will be in touch within two weeks.")
          .region(FOOTER, "This form is protected by spam protection. Submission blocked? Contact us."));
      assertEquals(SUCCESS_CONFIRMED, outcome.outcomeClass(), outcome::toString);
      assertTrue(outcome.evidenceSnippet().startsWith("main: "), outcome::evidenceSnippet);
    }

    @Test
    void aRefusalInTheFooterAloneIsNotAVerdict() {
      SubmissionOutcome outcome = classify(Signals.page().region(MAIN, "Acme").region(FOOTER, "Too many requests from bots are blocked."));
      assertEquals(UNKNOWN_BLOCKED, outcome.outcomeClass(), outcome::toString);
      assertEquals("LOW_CONFIDENCE", outcome.code());
      assertTrue(outcome.confidence() < RuleOutcomeClassifier.DECISION_THRESHOLD);
    }

    @Test
    void thankYouInTheNavigationIsNotASuccess() {
      SubmissionOutcome outcome = classify(Signals.page().withForm()
          .region(NAVIGATION, "Home Jobs Thank you for applying: FAQ")
          .region(MAIN, "Apply for Backend Engineer First name Email"));
      assertEquals(UNKNOWN_BLOCKED, outcome.outcomeClass(), outcome::toString);
    }

    @Test
    void aToastConfirmsWhileTheFormStaysOnTheSameUrl() {
      SubmissionOutcome outcome = classify(Signals.page().withForm()
          .region(MAIN, "Apply First name Email Submit")
          .region(LIVE, "Form submitted successfully"));
      assertEquals(SUCCESS_CONFIRMED, outcome.outcomeClass(), outcome::toString);
      assertTrue(outcome.evidenceSnippet().startsWith("live: "), outcome::evidenceSnippet);
    }

    @Test
    void confirmationWordsInTheMainColumnWithTheFormStillThereAreNotEnough() {
      SubmissionOutcome outcome = classify(Signals.page().withForm()
          .region(MAIN, "We have received your application? Fill the form below to apply."));
      assertEquals(UNKNOWN_BLOCKED, outcome.outcomeClass(), outcome::toString);
    }

    @Test
    void aJavaScriptAlertIsEvidence() {
      SubmissionOutcome outcome = classify(Signals.page().withForm()
          .region(MAIN, "Apply First name")
          .region(BROWSER_DIALOG, "Thank you! Your application has been sent."));
      assertEquals(SUCCESS_CONFIRMED, outcome.outcomeClass(), outcome::toString);
    }

    @Test
    void aDialogRefusalDecides() {
      SubmissionOutcome outcome = classify(Signals.page().withForm()
          .region(MAIN, "Apply").region(DIALOG, "You have already applied to this position."));
      assertEquals(EXTERNAL_BLOCKED, outcome.outcomeClass());
      assertEquals("DUPLICATE_APPLICATION", outcome.code());
      assertTrue(!outcome.retryable());
    }
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', textBlock = """
      en | Thank you! We received your application.                              | success_confirmed
      en | Success! Form submitted successfully.                                 | success_confirmed
      en | Your confirmation number is APP-2026-0042.                            | success_confirmed
      en | Please correct the errors below. This field is required.             | validation_error
      en | Suspicious activity detected: your submission was blocked.           | external_blocked
      en | Please verify you are human to continue.                              | external_blocked
      en | Service temporarily unavailable, please try again later.             | transient_network
      de | Vielen Dank für Ihre Bewerbung! Wir melden uns bald.                   | success_confirmed
      de | Ihre Bewerbung wurde erfolgreich übermittelt.                          | success_confirmed
      de | Bitte füllen Sie alle Pflichtfelder aus.                               | validation_error
      de | Zu viele Anfragen. Bitte warten Sie.                                   | external_blocked
      de | Der Dienst ist vorübergehend nicht verfügbar.                          | transient_network
      fr | Merci pour votre candidature ! Nous vous répondrons sous peu.         | success_confirmed
      fr | Votre candidature a bien été envoyée.                                  | success_confirmed
      fr | Ce champ est obligatoire.                                              | validation_error
      fr | Votre envoi a été détecté comme spam.                                 | external_blocked
      fr | Service temporairement indisponible, veuillez réessayer plus tard.    | transient_network
      es | ¡Gracias por tu solicitud! Te contactaremos pronto.                    | success_confirmed
      es | Hemos recibido tu solicitud.                                            | success_confirmed
      es | Este campo es obligatorio.                                              | validation_error
      es | Ya has enviado una solicitud para este puesto.                         | external_blocked
      es | Servicio no disponible temporalmente. Inténtalo de nuevo más tarde.    | transient_network
      zh | 提交成功！我们已收到您的申请。                                              | success_confirmed
      zh | 感谢您的申请，确认编号：CN-20261123                                          | success_confirmed
      zh | 此项为必填项                                                               | validation_error
      zh | 请求过于频繁，请稍后再试                                                     | external_blocked
      zh | 请完成安全验证                                                              | external_blocked
      zh | 服务暂时不可用，请稍后再试                                                   | transient_network
      ar | شكرًا لتقديمك! تم استلام طلبك بنجاح.                                      | success_confirmed
      ar | هذا الحقل مطلوب                                                          | validation_error
      ar | لقد تقدمت بالفعل لهذه الوظيفة                                             | external_blocked
      ar | الخدمة غير متاحة مؤقتًا، حاول مرة أخرى لاحقًا                               | transient_network
      """)
  void everyLanguageKnowsEveryClass(String lang, String text, String expected) {
    OutcomeClassifier only = OutcomeClassifiers.rules(RuleSet.forLanguages(lang));
    SubmissionOutcome outcome = only.classify(Signals.page().region(MAIN, text).build());
    assertEquals(expected, outcome.outcomeClass().wireName(), outcome::toString);
  }

  @Test
  void theOtherLanguagesDoNotKnowEnglish() {
    OutcomeClassifier german = OutcomeClassifiers.rules(RuleSet.forLanguages("de"));
    assertEquals(OutcomeClass.UNKNOWN_BLOCKED,
        german.classify(Signals.page().region(MAIN, "We received your application").build()).outcomeClass());
  }

  @Nested
  class RuleFileFormat {
    @Test
    void parsesHeadersSettingsAndPatterns() {
      RuleSet set = RuleSet.parse("mine.rules", """
          # closed postings
          [external_blocked POSTING_CLOSED 0.9 retryable=false priority=blocked]
          no longer accepting applications
          [success_confirmed ATS_DONE 0.7 source=url]
          [/]done$
          """);
      assertEquals(2, set.rules().size());
      OutcomeRule closed = set.rules().get(0);
      assertEquals(EXTERNAL_BLOCKED, closed.outcomeClass());
      assertEquals(OutcomeRule.PRIORITY_BLOCKED, closed.priority());
      assertTrue(!closed.retryable());
      assertEquals(OutcomeRule.Source.URL, set.rules().get(1).source());
      assertEquals("[/]done$", set.rules().get(1).pattern().pattern());
    }

    @Test
    void errorsNameTheFileAndLine() {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> RuleSet.parse("bad.rules", "[success_confirmed OK 0.8]\nfine\n[nope X 0.5]\n"));
      assertTrue(e.getMessage().startsWith("bad.rules:3: unknown outcome class 'nope'"), e::getMessage);
      e = assertThrows(IllegalArgumentException.class, () -> RuleSet.parse("bad.rules", "orphan pattern"));
      assertTrue(e.getMessage().startsWith("bad.rules:1: a pattern before any"), e::getMessage);
      e = assertThrows(IllegalArgumentException.class, () -> RuleSet.parse("bad.rules", "[success_confirmed OK 0.8]\n(unclosed"));
      assertTrue(e.getMessage().startsWith("bad.rules:2: invalid pattern"), e::getMessage);
      e = assertThrows(IllegalArgumentException.class, () -> RuleSet.parse("bad.rules", "# rules\n[success_confirmed OK 1.5]\nfine"));
      assertTrue(e.getMessage().startsWith("bad.rules:2: the confidence must be a number in (0, 1]: 1.5"), e::getMessage);
      e = assertThrows(IllegalArgumentException.class, () -> RuleSet.parse("bad.rules", "[success_confirmed OK NaN]\nfine"));
      assertTrue(e.getMessage().startsWith("bad.rules:1: the confidence"), e::getMessage);
      assertThrows(IllegalArgumentException.class, () -> RuleSet.forLanguages("tlh"));
    }

    @Test
    void everyLanguageShipsEveryClassButUnknown() {
      for (String lang : RuleSet.languages()) {
        var classes = DefaultRules.BY_LANGUAGE.get(lang).stream().map(OutcomeRule::outcomeClass).distinct().toList();
        for (OutcomeClass c : new OutcomeClass[] {SUCCESS_CONFIRMED, VALIDATION_ERROR, EXTERNAL_BLOCKED, TRANSIENT_NETWORK}) {
          assertTrue(classes.contains(c), lang + " lacks " + c);
        }
      }
    }
  }
}
