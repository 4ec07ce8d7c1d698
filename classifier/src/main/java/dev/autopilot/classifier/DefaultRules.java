package dev.autopilot.classifier;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The stock rules, read from the rule files shipped in {@code dev/autopilot/classifier/rules/}:
 * {@code common.rules} (statuses, URLs, field errors) and one file per language.
 */
final class DefaultRules {

  /** The languages the stock vocabulary covers, as BCP 47 primary tags. */
  static final List<String> LANGUAGES = List.of("en", "de", "fr", "es", "zh", "ar");

  static final List<OutcomeRule> COMMON = RuleFiles.resource("common.rules");
  static final Map<String, List<OutcomeRule>> BY_LANGUAGE = byLanguage();
  static final RuleSet SET = all();

  private DefaultRules() {}

  private static Map<String, List<OutcomeRule>> byLanguage() {
    Map<String, List<OutcomeRule>> out = new LinkedHashMap<>();
    for (String lang : LANGUAGES) {
      out.put(lang, RuleFiles.resource(lang + ".rules"));
    }
    return Map.copyOf(out);
  }

  private static RuleSet all() {
    List<OutcomeRule> rules = new ArrayList<>(COMMON);
    for (String lang : LANGUAGES) {
      rules.addAll(BY_LANGUAGE.get(lang));
    }
    return new RuleSet(rules);
  }
}
