package dev.autopilot.classifier;

import static dev.autopilot.classifier.OutcomeRule.PRIORITY_CHALLENGE;
import static dev.autopilot.core.model.OutcomeClass.EXTERNAL_BLOCKED;
import static dev.autopilot.core.model.OutcomeClass.SUCCESS_CONFIRMED;
import static dev.autopilot.core.model.OutcomeClass.TRANSIENT_NETWORK;
import static dev.autopilot.core.model.OutcomeClass.UNKNOWN_BLOCKED;
import static dev.autopilot.core.model.OutcomeClass.VALIDATION_ERROR;

import dev.autopilot.classifier.OutcomeRule.Source;
import dev.autopilot.core.model.OutcomeClass;
import java.util.List;

/**
 * The stock rules. Patterns are kept specific on purpose: a confirmation page that mentions a
 * spam folder, or a form that says it is protected by a captcha vendor, must not trip a refusal
 * or a challenge rule.
 */
final class DefaultRules {

  static final RuleSet SET = new RuleSet(List.of(
      // Challenges: never solved, always handed to a person (Autopilot never evades a site's security).
      challenge(Source.TEXT, "verify (that )?you are (a )?human|are you a (human|robot)\\b|i'?m not a robot"
          + "|confirm (that )?you are not a (robot|bot)|human verification|press (and|&) hold", 0.9),
      challenge(Source.TEXT, "complete the (security )?(check|challenge|captcha)|solve the (captcha|challenge|puzzle)"
          + "|captcha (verification|challenge|required)|please complete the captcha", 0.85),
      challenge(Source.TEXT, "checking (if the site connection is secure|your browser)"
          + "|needs to review the security of your connection|enable javascript and cookies to continue"
          + "|unusual traffic from your (computer|network|device)", 0.85),
      challenge(Source.TITLE, "^\\s*(just a moment|attention required|security check|human verification"
          + "|are you a robot|verify you are human)", 0.8),
      challenge(Source.URL, "captcha|/cdn-cgi/challenge-platform|__cf_chl_|/challenge([/?#]|$)", 0.85),

      // Refusals by the site's own protection.
      rule(Source.TEXT, "flagged as (spam|suspicious|fraud)|(marked|detected|identified|blocked) as spam"
          + "|spam (detected|protection|filter)|suspicious activity"
          + "|(duplicate|repeated) (submission|application)s? (detected|blocked|not allowed)"
          + "|submission (was |has been )?(blocked|rejected|refused)", EXTERNAL_BLOCKED, "SPAM_BLOCKED", 0.85),
      rule(Source.TEXT, "too many (requests|submissions|applications|attempts)|rate[- ]limit(ed|s)?\\b"
          + "|request limit (exceeded|reached)|you('ve| have) (submitted|applied) too (many|often)",
          EXTERNAL_BLOCKED, "RATE_LIMITED", 0.85),
      rule(Source.TEXT, "you('ve| have) already (applied|submitted)|already (received|have) an application"
          + "|application (for this (job|position|role) )?already exists|duplicate application",
          EXTERNAL_BLOCKED, "DUPLICATE_APPLICATION", 0.8).withRetryable(false),

      // Statuses: one value, so the first matching rule is the only one that counts.
      rule(Source.STATUS, "429", EXTERNAL_BLOCKED, "RATE_LIMITED", 0.8),
      rule(Source.STATUS, "403", EXTERNAL_BLOCKED, "HTTP_403", 0.7),
      rule(Source.STATUS, "400|422", VALIDATION_ERROR, "HTTP_{status}", 0.7),
      rule(Source.STATUS, "408|5\\d\\d", TRANSIENT_NETWORK, "HTTP_{status}", 0.75),
      rule(Source.STATUS, "4\\d\\d", UNKNOWN_BLOCKED, "HTTP_{status}", 0.5),

      rule(Source.FIELD_ERROR, "\\S", VALIDATION_ERROR, "FIELD_ERRORS", 0.8),
      rule(Source.TEXT, "please (correct|fix|review) the (errors?|following|fields?|highlighted)"
          + "|(there (was|were|is|are) )?(an? )?(errors?|problems?) with your (submission|application|form)"
          + "|this field is required|(please )?(fill|complete) (in |out )?(all )?(the )?required fields?"
          + "|required fields? (is|are) missing|please enter a valid|emails? (do not|don't) match",
          VALIDATION_ERROR, "VALIDATION_TEXT", 0.6),

      rule(Source.TEXT, "(service|server|site) (is )?(temporarily )?unavailable|temporarily unavailable"
          + "|(under|down for) maintenance|try again (later|in a (moment|minute|few minutes|little while))",
          TRANSIENT_NETWORK, "SERVICE_UNAVAILABLE", 0.6),
      rule(Source.TEXT, "bad gateway|gateway time-?out", TRANSIENT_NETWORK, "GATEWAY_ERROR", 0.6),
      rule(Source.TEXT, "(request|connection|operation) timed out|connection (was )?(reset|refused|lost|closed)"
          + "|err_(connection|timed_out|network|internet)\\w*|network error",
          TRANSIENT_NETWORK, "NETWORK_ERROR", 0.55),
      rule(Source.TEXT, "internal server error|something went wrong", TRANSIENT_NETWORK, "SERVER_ERROR", 0.45),

      rule(Source.URL, "[/=](confirmation|confirmed|thank[-_]?you|thanks|success|submitted"
          + "|application[-_]?(received|submitted|complete))([/?#&.]|$)", SUCCESS_CONFIRMED, "CONFIRMATION_PAGE", 0.7),
      rule(Source.TITLE, "application (received|submitted|complete)|thank(s| you)\\b", SUCCESS_CONFIRMED,
          "CONFIRMATION_PAGE", 0.65),
      rule(Source.TEXT, "application (has been |was )?(received|submitted|sent|completed?)\\b"
          + "|thank(s| you) for (applying|your application|submitting)|we('ve| have) (received|got) your application"
          + "|successfully (applied|submitted)", SUCCESS_CONFIRMED, "CONFIRMATION_TEXT", 0.8)));

  private DefaultRules() {}

  private static OutcomeRule rule(Source source, String regex, OutcomeClass outcomeClass, String code, double confidence) {
    return OutcomeRule.of(source, regex, outcomeClass, code, confidence);
  }

  private static OutcomeRule challenge(Source source, String regex, double confidence) {
    return OutcomeRule.of(source, regex, EXTERNAL_BLOCKED, "CHALLENGE_PAGE", confidence)
        .withRetryable(false)
        .withPriority(PRIORITY_CHALLENGE);
  }
}
