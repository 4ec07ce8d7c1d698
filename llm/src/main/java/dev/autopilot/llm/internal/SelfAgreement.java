package dev.autopilot.llm.internal;

import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whether a plan leaves a question open in its own words while an action answers it: a question
 * listed under "unresolved", or a clause of the rationale that says it is left, skipped, not
 * ticked or for the person to decide and names the question (by its ref, by all of its words
 * when it has one or two, else by most of them). A plan that says one thing and does another is not to be trusted with either.
 *
 * <p>Immutable once built; one per reply.
 */
final class SelfAgreement {
  private static final Pattern CLAUSES = Pattern.compile("[.;,!?\\n]|\\b(?:but|while|whereas|except|although|however)\\b");
  private static final Pattern LEFT_OPEN = Pattern.compile(
      "\\b(?:left|leave|leaves|leaving|skip|skips|skipped|skipping|decline|declined|declines|unanswered|unresolved|undecided|untouched|unticked|unchecked"
          + "|(?:do|does|did|will|would|should|must|can) ?not|(?:don|doesn|didn|won|wouldn|shouldn|can)'?t|not (?:ticked|checked|answered|filled|selected|chosen)"
          + "|for the (?:person|user|applicant|human|candidate)|(?:person|user|applicant|human|candidate) (?:to|must|should|will) decide|to decide)\\b");
  private static final Set<String> FILLER = Set.of("your", "their", "with", "from", "what", "which", "that", "this", "will", "would", "have", "please", "there",
      "about", "question", "field", "answer", "left", "person", "decide");

  private final List<String> clauses = new ArrayList<>();
  private final List<String> unresolved = new ArrayList<>();

  SelfAgreement(PlanReply reply) {
    for (String clause : CLAUSES.split(reply.rationale().toLowerCase(java.util.Locale.ROOT))) {
      if (LEFT_OPEN.matcher(clause).find()) {
        clauses.add(" " + SemanticKey.questionSignature(clause) + " ");
      }
    }
    for (String u : reply.unresolved()) {
      String sig = SemanticKey.questionSignature(u);
      if (!sig.isBlank()) {
        unresolved.add(sig);
      }
    }
  }

  /** Whether the plan's own words leave this element's question open. */
  boolean leftOpen(SemanticElement e, String question) {
    String sig = SemanticKey.questionSignature(question);
    String name = SemanticKey.questionSignature(e.name());
    for (String u : unresolved) {
      if (u.equals(sig) || u.equals(name) || containsWords(" " + u + " ", e.ref().toLowerCase(java.util.Locale.ROOT))) {
        return true;
      }
    }
    if (clauses.isEmpty()) {
      return false;
    }
    Set<String> words = contentWords(sig + " " + name);
    for (String clause : clauses) {
      if (containsWords(clause, e.ref().toLowerCase(java.util.Locale.ROOT))) {
        return true;
      }
      int named = 0;
      for (String w : words) {
        if (clause.contains(" " + w + " ")) {
          named++;
        }
      }
      // a question of one or two words must be named whole; a longer one by most of its words
      if (named > 0 && (words.size() <= 2 ? named == words.size() : named * 2 >= words.size())) {
        return true;
      }
    }
    return false;
  }

  private static boolean containsWords(String padded, String word) {
    return padded.contains(" " + word + " ");
  }

  private static Set<String> contentWords(String signature) {
    Set<String> out = new HashSet<>();
    for (String w : signature.split(" ")) {
      if (w.length() >= 4 && !FILLER.contains(w)) {
        out.add(w);
      }
    }
    return out;
  }
}
