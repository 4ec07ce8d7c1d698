package dev.autopilot.core.internal;

import dev.autopilot.core.consent.ConsentRules;
import dev.autopilot.core.consent.PageText;
import dev.autopilot.core.match.Fields;
import dev.autopilot.core.match.Match;
import dev.autopilot.core.match.ValueKind;
import dev.autopilot.core.match.Values;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.AnswerKeys;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.FieldMeanings;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import dev.autopilot.core.pack.QuestionText;
import dev.autopilot.core.pack.TextSimilarity;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The answers of a page's questions, the page seen whole: what the pack answers by itself, and,
 * for a question it leaves unanswered, the one value key no question of the page took that is
 * near it ({@link DomainPack#closestKeys}) when that key is near no other unanswered question. A
 * key that answers one question is never paired with another; two open questions near one key,
 * or one near two free keys, get nothing (a value in the wrong field is worse than a question
 * left to the person). One key is not placed into two questions that ask different things: when
 * a key the pack gives two questions fits one clearly better by its words, the others are open
 * again (a key that is a field's name, "Phone", fills every field of that meaning; a question
 * that asks again, "Confirm email", asks the same). The page's one free-text box left open
 * takes the one message key left ("Message", "Notes"). Last, by elimination, a question
 * of options, or a required box of text, still open takes the one value left that only it can take, the value itself showing
 * where it goes (it names one of the question's options, or it is a person's account and the
 * question the page's one free-text box); see {@link #byElimination}. A required statement to
 * tick that commits to nothing takes the one yes whose key shares a word with it ({@link
 * #boxesByAWord}). Files are never paired, nor a box that commits: a file is named, and what a
 * tick agrees to is the consent's. Built per snapshot; not thread-safe.
 */
final class PagePairs {
  private final DomainPack pack;
  /** Question text to the key paired with it. */
  private final Map<String, String> paired;
  /** Question texts whose own answer from the pack is withheld: its key fits another question of the page clearly better. */
  private final Set<String> withheld;

  /** Question texts paired by elimination ({@link #byElimination}). */
  private final Set<String> eliminated;

  /** Question texts paired by the shape of the one value left for them ({@link #byShape}). */
  private final Set<String> shapedBy;

  /** The question text paired as the one question of text left with the one value left ({@link #lastOneLeft}). */
  private final Set<String> lastLeft;

  /** Texts of boxes ticked by a yes whose key shares a word with them, or names an optional one whole ({@link #boxesByAWord}). */
  private final Set<String> stated;

  /** Question texts paired by meaning ({@link #byMeaning}), with the model's figure. */
  private final Map<String, Double> byMeaning;

  /** Whether the page asks a house number in a field of its own ({@link FieldMeanings#HOUSE_NUMBER}). */
  /**
   * The meanings the page's text fields ask by their words, and {@link #PARTS_FROM} before the key
   * ({@code values["office address"]}) whose address the page asks a town or a code of apart.
   */
  private final Set<String> textMeaningsAsked;
  private static final String PARTS_FROM = "parts from ";

  private PagePairs(DomainPack pack, Map<String, String> paired, Set<String> withheld, Set<String> eliminated, Set<String> shapedBy, Set<String> lastLeft,
      Set<String> stated, Map<String, Double> byMeaning, Set<String> textMeaningsAsked) {
    this.textMeaningsAsked = Set.copyOf(textMeaningsAsked);
    this.lastLeft = lastLeft;
    this.pack = pack;
    this.paired = paired;
    this.withheld = withheld;
    this.eliminated = eliminated;
    this.shapedBy = shapedBy;
    this.stated = stated;
    this.byMeaning = byMeaning;
  }

  /** Pairs over these questions, the page's, each as the planner asks it, by words alone. */
  static PagePairs of(DomainPack pack, List<Question> questions) {
    return of(pack, questions, null);
  }

  /**
   * Pairs over these questions, the page's, each as the planner asks it; with a model of meaning,
   * what the words left over is then paired by meaning ({@link #byMeaning}).
   */
  static PagePairs of(DomainPack pack, List<Question> questions, @Nullable TextSimilarity similarity) {
    Set<String> keys = pack.valueKeys();
    if (keys.isEmpty()) {
      return new PagePairs(pack, Map.of(), Set.of(), Set.of(), Set.of(), Set.of(), Set.of(), Map.of(), Set.of());
    }
    Map<String, String> moved = new LinkedHashMap<>();
    Set<String> misfits = new HashSet<>();
    for (Question q : questions) {
      pack.answer(q).filter(a -> a instanceof Answer.Text t && misfits(q, t.value())).ifPresent(a -> misfits.add(q.text()));
    }
    Set<String> withheld = oneKeyOneQuestion(pack, keys, questions.stream().filter(q -> !misfits.contains(q.text())).toList(), moved);
    withheld.addAll(misfits);
    withheld.addAll(onlyIfDifferent(pack, keys, questions));
    moreSpecificKeys(pack, keys, questions, withheld, moved);
    ownKeyForSharedQuestions(pack, keys, questions, withheld, moved);
    Set<String> used = new HashSet<>(moved.values());
    List<Question> open = new ArrayList<>();
    for (Question q : questions) {
      Optional<String> by = withheld.contains(q.text()) ? Optional.empty() : pack.answeredBy(q);
      if (by.isPresent()) {
        used.addAll(keysNamed(by.get(), keys));
      } else if (q.kind() != QuestionKind.TOGGLE && q.kind() != QuestionKind.FILE && !moved.containsKey(q.text())
          && (withheld.contains(q.text()) || pack.answer(q).isEmpty())) {
        open.add(q);
      }
    }
    Map<String, String> candidate = new LinkedHashMap<>();
    Map<String, Integer> nearQuestions = new HashMap<>();
    for (Question q : open) {
      List<String> free = pack.closestKeys(q).stream().filter(k -> !used.contains(k)).toList();
      for (String k : free) {
        nearQuestions.merge(k, 1, Integer::sum);
      }
      if (free.size() == 1 && pack.answerWith(q, free.get(0)).filter(a -> a instanceof Answer.Text t && misfits(q, t.value())).isEmpty()) {
        candidate.put(q.text(), free.get(0));
      }
    }
    Map<String, String> paired = new LinkedHashMap<>(moved);
    candidate.forEach((q, k) -> {
      if (nearQuestions.getOrDefault(k, 0) == 1) {
        paired.put(q, k);
      }
    });
    alonePairs(pack, open, paired, used);
    nextOfItsMeaning(pack, open, withheld, paired, used, keys);
    proseLeftOver(open, paired, used, keys).ifPresent(p -> paired.put(p.getKey(), p.getValue()));
    // a page that marks no question required says nothing of what it asks (it checks in its own
    // script, or after the submit): each of its questions may be asked
    boolean noneMarked = questions.stream().noneMatch(Question::required);
    Map<String, String> eliminated = new LinkedHashMap<>(byElimination(pack, questions, open, paired, used, keys, noneMarked));
    paired.putAll(eliminated);
    Map<String, String> shaped = new LinkedHashMap<>(byShape(pack, open, paired, used, keys, noneMarked));
    paired.putAll(shaped);
    Map<String, String> lastLeft = lastOneLeft(pack, open, paired, used, keys, noneMarked);
    paired.putAll(lastLeft);
    Map<String, String> stated = boxesByAWord(pack, questions, open, paired, used, keys, noneMarked);
    paired.putAll(stated);
    Map<String, Double> meant = Map.of();
    if (similarity != null) {
      Map<String, Map.Entry<String, Double>> found = new LinkedHashMap<>(byMeaning(pack, open, paired, used, keys, similarity));
      found.forEach((q, k) -> paired.put(q, k.getKey()));
      found.putAll(boxesByMeaning(pack, questions, paired, used, keys, similarity));
      meant = new LinkedHashMap<>();
      for (Map.Entry<String, Map.Entry<String, Double>> e : found.entrySet()) {
        paired.put(e.getKey(), e.getValue().getKey());
        meant.put(e.getKey(), e.getValue().getValue());
      }
    }
    Set<String> textMeaningsAsked = new HashSet<>();
    for (Question q : questions) {
      if (q.kind() == QuestionKind.TEXT) {
        Optional<String> m = FieldMeanings.standard().of(q);
        m.ifPresent(textMeaningsAsked::add);
        if (m.filter(x -> x.equals("postal-code") || x.equals("address-level2")).isPresent() && !withheld.contains(q.text())) {
          // a town or a code the same key as an address gives: that address is asked in parts
          pack.answeredBy(q).ifPresent(by -> textMeaningsAsked.add(PARTS_FROM + by));
        }
      }
    }
    return new PagePairs(pack, paired, withheld, eliminated.keySet(), shaped.keySet(), lastLeft.keySet(), stated.keySet(), meant, textMeaningsAsked);
  }

  /**
   * Pairs a question with the one free key near it when no other question has that key as its
   * only one, and reads the others again without it, until nothing changes: "Registration number"
   * near "Congress registration number" alone takes it, and "Mobile number during the congress",
   * near both it and "Mobile", is then left with "Mobile". Two questions near one key alone take
   * none; a value that misfits a question's shape, or names none of its options, is never paired
   * with it.
   */
  private static void alonePairs(DomainPack pack, List<Question> open, Map<String, String> paired, Set<String> used) {
    Set<String> taken = new HashSet<>(paired.values());
    boolean changed = true;
    while (changed) {
      changed = false;
      Map<String, List<Question>> aloneNear = new LinkedHashMap<>();
      for (Question q : open) {
        if (paired.containsKey(q.text())) {
          continue;
        }
        List<String> free = pack.closestKeys(q).stream().filter(k -> !used.contains(k) && !taken.contains(k)).toList();
        if (free.size() == 1) {
          aloneNear.computeIfAbsent(free.get(0), k -> new ArrayList<>()).add(q);
        }
      }
      for (Map.Entry<String, List<Question>> e : aloneNear.entrySet()) {
        Question q = e.getValue().get(0);
        if (e.getValue().size() == 1 && pack.answerWith(q, e.getKey()).filter(a -> fitsAlone(q, a)).isPresent()) {
          paired.put(q.text(), e.getKey());
          taken.add(e.getKey());
          changed = true;
        }
      }
    }
  }

  /** Whether an answer may stand for a question its key is alone near: a text of the question's shape, or an option the question offers. */
  private static boolean fitsAlone(Question q, Answer a) {
    if (a instanceof Answer.Text t) {
      return !misfits(q, t.value());
    }
    return !(a instanceof Answer.Choice c) || q.choices().isEmpty() || q.choiceNamed(c.option()) >= 0;
  }

  /**
   * The boxes to tick that state something and that nothing answered yet: required ones (every
   * one, on a page that marks nothing required; optional ones too when {@code optional}, for the
   * words of a key that names one whole, never for meaning), of no commitment the consent rules
   * know, no trap; what {@link #boxesByAWord} and {@link #boxesByMeaning} may pair.
   */
  private static List<Question> openStatements(DomainPack pack, List<Question> questions, Map<String, String> paired, boolean noneMarked, boolean optional) {
    return questions.stream().filter(q -> q.kind() == QuestionKind.TOGGLE && (optional || q.required() || noneMarked) && !paired.containsKey(q.text()))
        .filter(q -> pack.answer(q).isEmpty() && ConsentRules.commitments(q.text()).isEmpty() && !PageText.isTrap(q.text())).toList();
  }

  /**
   * The required statements nothing answered (a box to tick that commits to nothing the consent
   * rules know: "I have told all residents of the road about the closure", "I own the property or
   * have the owner's permission…"), each with the one yes no question took whose key shares a
   * word of meaning with it ("Residents informed: yes", "Permission to enter: yes"): the person
   * made that statement in their own words. Pairs are one to one: a box two such keys share a word
   * with, or a key that shares a word with two such boxes or is near a question of text still
   * open, gets nothing. An optional box is ticked this way only by a key of two words or more it
   * holds whole ("Erinnerung per Mail: ja" for "Bitte erinnern Sie mich per E-Mail an den nächsten
   * Termin"): the person named that very box. No box that agrees to anything is (terms, data,
   * marketing, money, an unnamed agreement: those are the consent's), nor a trap; the gate in front of the executor still
   * judges every tick. On a page that marks no question required, every box may be asked
   * ({@code noneMarked}), as {@link #byElimination} reads it.
   */
  private static Map<String, String> boxesByAWord(DomainPack pack, List<Question> questions, List<Question> open, Map<String, String> paired, Set<String> used,
      Set<String> keys, boolean noneMarked) {
    List<Question> boxes = openStatements(pack, questions, paired, noneMarked, true);
    if (boxes.isEmpty()) {
      return Map.of();
    }
    Set<String> near = new HashSet<>();
    for (Question q : open) {
      if (!paired.containsKey(q.text())) {
        // a key whose value that question could never take ("yes" for "Previous club, if any") is not near it
        pack.closestKeys(q).stream().filter(k -> pack.answerWith(q, k).filter(a -> a instanceof Answer.Text t && misfits(q, t.value())).isEmpty())
            .forEach(near::add);
      }
    }
    Map<Question, List<String>> sharing = new LinkedHashMap<>();
    Map<String, Integer> boxesPerKey = new HashMap<>();
    for (Question box : boxes) {
      // an optional box only by a key it holds whole ("Erinnerung per Mail: ja"), a required one by a word
      boolean asked = box.required() || noneMarked;
      List<String> yes = pack.closestKeys(box).stream().filter(k -> keys.contains(k) && !used.contains(k) && !paired.containsValue(k) && !near.contains(k))
          .filter(k -> asked || AnswerKeys.heldWhole(box.text(), k))
          .filter(k -> pack.answerWith(box, k).filter(a -> a instanceof Answer.Toggle t && t.on()).isPresent()).toList();
      sharing.put(box, yes);
      yes.forEach(k -> boxesPerKey.merge(k, 1, Integer::sum));
    }
    Map<String, String> out = new LinkedHashMap<>();
    sharing.forEach((box, yes) -> {
      if (yes.size() == 1 && boxesPerKey.getOrDefault(yes.get(0), 0) == 1) {
        out.put(box.text(), yes.get(0));
      }
    });
    return out;
  }

  /**
   * The questions still open paired by meaning with the keys still free, each question text to
   * its key and the model's figure. A pair is made only when all of this holds:
   *
   * <ul>
   *   <li>the value fits the field by itself: it names one of the question's options, or it is a
   *       value the input's kind can hold (a date for a date input, a number for a number input),
   *       and a yes or a no never goes into a box of text;
   *   <li>neither the key nor the question has a meaning of the standard vocabulary ({@link
   *       FieldMeanings}: an e-mail, a name, a birthday, …) other than free text: the words would
   *       have paired those, so a key without that meaning is no answer to such a question
   *       ("Date of death" never fills "Date of birth");
   *   <li>both speak of the person, or both of someone else ({@link FieldMeanings#aboutSomeoneElse});
   *   <li>the model's figure is at least {@link ByMeaning#PAIR_FLOOR}, and each is the other's
   *       nearest by at least {@link ByMeaning#PAIR_MARGIN} over every other pair either could
   *       make (a key near two questions, or a question near two keys, gets nothing).
   * </ul>
   *
   * Toggles and files are never paired (they are not open here): a tick commits, a file is named.
   * When the model fails, nothing is paired by meaning.
   */
  private static Map<String, Map.Entry<String, Double>> byMeaning(DomainPack pack, List<Question> open, Map<String, String> paired, Set<String> used, Set<String> keys,
      TextSimilarity similarity) {
    FieldMeanings meanings = FieldMeanings.standard();
    List<Question> asked = open.stream().filter(q -> !paired.containsKey(q.text()))
        .filter(q -> meanings.of(q).filter(m -> !m.equals(MESSAGE)).isEmpty()).toList();
    List<String> free = keys.stream().filter(k -> !used.contains(k) && !paired.containsValue(k))
        .filter(k -> meanings.ofKey(k).filter(m -> !m.equals(MESSAGE)).isEmpty()).sorted().toList();
    if (asked.isEmpty() || free.isEmpty()) {
      return Map.of();
    }
    List<String> texts = new ArrayList<>();
    List<String> codes = new ArrayList<>();
    for (Question q : asked) {
      texts.add(q.text());
      codes.add(q.fieldNameWords().isBlank() ? q.text() : q.fieldNameWords());
    }
    double[][] byText = ByMeaning.compare(similarity, free, texts);
    double[][] byCode = ByMeaning.compare(similarity, free, codes);
    if (byText == null || byCode == null) {
      return Map.of();
    }
    double[][] fit = new double[free.size()][asked.size()];
    for (int k = 0; k < free.size(); k++) {
      for (int q = 0; q < asked.size(); q++) {
        Question question = asked.get(q);
        String key = free.get(k);
        boolean admissible = meanings.aboutSomeoneElse(question) == meanings.aboutSomeoneElse(key) && fitsByItself(pack, question, key, similarity);
        fit[k][q] = admissible ? Math.max(byText[k][q], byCode[k][q]) : Double.NEGATIVE_INFINITY;
      }
    }
    return nearest(fit, free, asked);
  }

  /**
   * The pairs of a model's figures, keys by rows and questions by columns, each clearly the
   * other's nearest: the highest figure first, taken when it is at least {@link
   * ByMeaning#PAIR_FLOOR} and {@link ByMeaning#PAIR_MARGIN} above every other figure of its row
   * and its column still free; then the next. A figure of {@code -Infinity} is no pair.
   */
  private static Map<String, Map.Entry<String, Double>> nearest(double[][] fit, List<String> keys, List<Question> questions) {
    int nk = keys.size();
    int nq = questions.size();
    Map<String, Map.Entry<String, Double>> out = new LinkedHashMap<>();
    boolean[] keyDone = new boolean[nk];
    boolean[] questionDone = new boolean[nq];
    while (true) {
      int bk = -1;
      int bq = -1;
      for (int k = 0; k < nk; k++) {
        for (int q = 0; q < nq; q++) {
          if (!keyDone[k] && !questionDone[q] && fit[k][q] >= ByMeaning.PAIR_FLOOR && (bk < 0 || fit[k][q] > fit[bk][bq])) {
            bk = k;
            bq = q;
          }
        }
      }
      if (bk < 0) {
        return out;
      }
      double best = fit[bk][bq];
      double rival = Double.NEGATIVE_INFINITY;
      for (int q = 0; q < nq; q++) {
        if (q != bq && !questionDone[q]) {
          rival = Math.max(rival, fit[bk][q]);
        }
      }
      for (int k = 0; k < nk; k++) {
        if (k != bk && !keyDone[k]) {
          rival = Math.max(rival, fit[k][bq]);
        }
      }
      if (best - rival < ByMeaning.PAIR_MARGIN) {
        // the nearest pair is not clearly nearer than its rivals: nothing below it is clearer
        return out;
      }
      out.put(questions.get(bq).text(), Map.entry(keys.get(bk), best));
      keyDone[bk] = true;
      questionDone[bq] = true;
    }
  }

  /**
   * The required boxes nothing ticked, each paired by meaning with a key no question took whose
   * value says yes ("Over 18: yes" for "I am 18 or older"; "Permission to enter: yes" for "I own
   * the property or have the owner's permission…"): a statement the person made in their own
   * words. Only boxes of no commitment the consent rules know ({@link ConsentRules#commitments}:
   * money, data, marketing, terms are the consent's to decide, never a key's by meaning) and only
   * required ones (an optional box left unticked costs nothing), by the same rule of the clearly
   * nearest as {@link #byMeaning}; the gate in front of the executor still judges every tick.
   */
  private static Map<String, Map.Entry<String, Double>> boxesByMeaning(DomainPack pack, List<Question> questions, Map<String, String> paired, Set<String> used,
      Set<String> keys, TextSimilarity similarity) {
    List<Question> boxes = openStatements(pack, questions, paired, false, false);
    if (boxes.isEmpty()) {
      return Map.of();
    }
    List<String> yes = keys.stream().filter(k -> !used.contains(k) && !paired.containsValue(k))
        .filter(k -> pack.answerWith(boxes.get(0), k).filter(a -> a instanceof Answer.Toggle t && t.on()).isPresent()).sorted().toList();
    if (yes.isEmpty()) {
      return Map.of();
    }
    double[][] fit = ByMeaning.compare(similarity, yes, boxes.stream().map(Question::text).toList());
    return fit == null ? Map.of() : nearest(fit, yes, boxes);
  }

  /**
   * Whether the key's value, by itself, can be the question's answer: it names one of its options;
   * or, for a box of text, the input's kind can hold it and it is no bare yes or no.
   */
  private static boolean fitsByItself(DomainPack pack, Question q, String key, TextSimilarity similarity) {
    Optional<Answer> answer = pack.answerWith(q, key);
    if (answer.isEmpty()) {
      return false;
    }
    String value = text(answer.get()).strip();
    if (value.isEmpty()) {
      return false;
    }
    if (q.kind() == QuestionKind.CHOICE) {
      return !q.choices().isEmpty() && (q.choiceNamed(value) >= 0 || ByMeaning.option(similarity, q.choices(), value) >= 0);
    }
    if (q.kind() != QuestionKind.TEXT || Match.isYes(value) || Match.polarity(value) != 0 && value.split("\\s+").length == 1 || misfits(q, value)) {
      return false;
    }
    return Values.forInput(ValueKind.ofInputType(q.inputType()), value) != null;
  }



  /**
   * A question of options the pack answers with a key that also answers another question of the
   * page ("Führerschein: Klasse B" for both "Welche Führerscheinklasse?" and "Hast du schon einen
   * Führerschein?"), when one key no question took is near it by its words and names one of its
   * options ("Bisheriger Führerschein: keiner" names "Nein, das wird mein erster"): that key is the
   * question's own, and the shared one is withheld from it. Nothing moves when two free keys could
   * take it, or the free key could answer another question the shared key answers (it names one of
   * its options, or is near a question of text by its words).
   */
  private static void ownKeyForSharedQuestions(DomainPack pack, Set<String> keys, List<Question> questions, Set<String> withheld, Map<String, String> moved) {
    Map<String, List<Question>> byKey = new LinkedHashMap<>();
    Set<String> taken = new HashSet<>(moved.values());
    answeringKeys(pack, keys, questions, withheld, moved).forEach((q, named) -> {
      if (q.kind() == QuestionKind.TOGGLE || q.kind() == QuestionKind.FILE) {
        return;
      }
      taken.addAll(named);
      if (named.size() == 1) {
        byKey.computeIfAbsent(named.iterator().next(), x -> new ArrayList<>()).add(q);
      }
    });
    byKey.forEach((shared, asked) -> {
      if (asked.size() < 2) {
        return;
      }
      for (Question q : asked) {
        if (q.kind() != QuestionKind.CHOICE || q.choices().isEmpty()) {
          continue;
        }
        List<String> own = pack.closestKeys(q).stream().filter(k -> !taken.contains(k) && !k.equals(shared))
            .filter(k -> namesAnOption(pack, q, k))
            .filter(k -> asked.stream().filter(o -> o != q)
                .noneMatch(o -> o.kind() == QuestionKind.CHOICE && !o.choices().isEmpty() ? namesAnOption(pack, o, k) : pack.closestKeys(o).contains(k))).toList();
        if (own.size() == 1) {
          withheld.add(q.text());
          moved.put(q.text(), own.get(0));
          taken.add(own.get(0));
        }
      }
    });
  }

  /**
   * The keys the pack's own answer to each question names, in the page's order, for the questions
   * neither withheld nor moved to another key that the pack answers.
   */
  private static Map<Question, Set<String>> answeringKeys(DomainPack pack, Set<String> keys, List<Question> questions, Set<String> withheld,
      Map<String, String> moved) {
    Map<Question, Set<String>> out = new LinkedHashMap<>();
    for (Question q : questions) {
      if (!withheld.contains(q.text()) && !moved.containsKey(q.text())) {
        pack.answeredBy(q).ifPresent(by -> out.put(q, keysNamed(by, keys)));
      }
    }
    return out;
  }

  /** Whether the question's input takes values of one shape only: an e-mail address, a date, a time. */
  private static boolean shaped(Question q) {
    ValueKind kind = ValueKind.ofInputType(q.inputType());
    return kind == ValueKind.EMAIL || kind.isTemporal();
  }

  /** Whether a value is of the shape the question's input takes ({@link #shaped}). */
  private static boolean ofItsShape(Question q, String value) {
    ValueKind kind = ValueKind.ofInputType(q.inputType());
    if (kind == ValueKind.EMAIL) {
      return Values.isEmailAddress(value);
    }
    String written = Values.forInput(kind, value);
    return written != null && !written.isEmpty();
  }

  /** Words by which a question asks only for what differs from another answer ("Postal address, if different"). */
  private static final java.util.regex.Pattern IF_DIFFERENT = java.util.regex.Pattern.compile(
      "(?<![\\p{L}])(?:if (?:it is |it's |they are )?(?:different|not the same|other than)|if not (?:you|yourself)|falls (?:abweichend|anders)|wenn abweichend|sofern abweichend"
          + "|falls nicht (?:Sie|du)(?: selbst)?|si (?:elle est |il est )?différente?s?|si ce n'est pas vous|si es distint[oa]|si es diferente|si difiere|si no es usted)(?![\\p{L}])|如不同|如有不同|إذا كان مختلف",
      java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /**
   * The questions that ask only for what differs from another answer ("Your address when
   * registered there, if different") whose own answer is the key another question of the page
   * also takes: the same value again is no difference, so the field stays as the person left it.
   */
  private static Set<String> onlyIfDifferent(DomainPack pack, Set<String> keys, List<Question> questions) {
    Set<String> out = new HashSet<>();
    Map<Question, Set<String>> answering = answeringKeys(pack, keys, questions, Set.of(), Map.of());
    answering.forEach((q, own) -> {
      if (q.kind() == QuestionKind.TEXT && !own.isEmpty() && IF_DIFFERENT.matcher(q.text()).find()
          && answering.entrySet().stream().anyMatch(o -> o.getKey() != q && o.getValue().stream().anyMatch(own::contains))) {
        out.add(q.text());
      }
    });
    return out;
  }

  /** The meanings of a name: what a key that names a thing ("Dog", "Captain") holds. */
  private static final Set<String> NAMES = Set.of("name", "given-name", "family-name", "nickname");

  /**
   * A question of a name the pack answers with a key that is a field's whole name ("Name" for
   * "Dog's name"), or with a key it meets by meaning alone, sharing none of its words ("Startup
   * name" for "Lead founder", a name by its {@code autocomplete}), while another key no question took is named by the question itself ("Dog"): the
   * question asks for that one's name, the dog's, not the person's; a key that names a thing holds
   * its name ("Dog: Biscuit"), so a question of a name moves, and a question of another kind only
   * when the key's value shows it (below). The question is withheld from the general key and moved to the specific
   * one, when exactly one such key is free, its words are none of the general key's, and its value
   * fits the question by itself (the question of a person, "Your name", names no key of its own
   * and keeps the general one). A question whose input takes one shape (an e-mail address, a
   * date) moves the same way when the specific key's value is of that shape: "Manager:
   * o.blanc@example.com" answers "Approving manager's email", not the person's own "Email"; a
   * "Captain" holding a name leaves "Captain's email" to the person's.
   */
  private static void moreSpecificKeys(DomainPack pack, Set<String> keys, List<Question> questions, Set<String> withheld, Map<String, String> moved) {
    Set<String> taken = new HashSet<>(moved.values());
    Map<String, String> general = new LinkedHashMap<>();
    answeringKeys(pack, keys, questions, withheld, moved).forEach((q, named) -> {
      taken.addAll(named);
      String k = named.size() == 1 ? named.iterator().next() : "";
      // the general key: a field's whole name ("Name"), or one the question meets by meaning alone,
      // sharing none of its words ("Startup name" for "Lead founder", a name by its autocomplete)
      boolean generalKey = !k.isEmpty() && (FieldMeanings.standard().meansWholly(k) || !pack.closestKeys(q).contains(k));
      if (q.kind() == QuestionKind.TEXT && generalKey && (FieldMeanings.standard().of(q).filter(NAMES::contains).isPresent() || shaped(q))) {
        general.put(q.text(), k);
      }
    });
    for (Question q : questions) {
      String k = general.get(q.text());
      if (k == null) {
        continue;
      }
      List<String> specific = keys.stream().filter(s -> !taken.contains(s) && !s.equals(k))
          .filter(s -> AnswerKeys.holdsEveryWord(q.text(), s) && !AnswerKeys.holdsEveryWord(k, s) && !AnswerKeys.holdsEveryWord(s, k))
          .filter(s -> pack.answerWith(q, s).filter(a -> a instanceof Answer.Text t && !t.value().isBlank() && (!shaped(q) || ofItsShape(q, t.value()))).isPresent())
          .toList();
      if (specific.size() == 1) {
        withheld.add(q.text());
        moved.put(q.text(), specific.get(0));
        taken.add(specific.get(0));
      }
    }
  }

  /**
   * The required questions nothing answered, each with the one value no question took that only
   * it can take, as a person pairs the last answers left with the last questions left: the value
   * shows where it goes, not its key. A question of options takes a value that names one of its
   * options and is of no kind many questions take alike ({@link Match#answersManyQuestions}: a
   * yes, a number, a date, a country, a language go only where their key says); the page's free
   * text box takes a value of prose ({@value #PROSE_WORDS} words or more) when the box asks no
   * field of its own nor about someone else. A value whose key is near an open question by its
   * words is left to that reading; a question two such values fit, or a value two such questions
   * take, gets nothing. A question of options takes part whether the page marks it required or
   * not (pages that check in their own script mark nothing, and the value naming one of its
   * options shows where it goes); an optional box of text is left alone. On a page that marks no
   * question required ({@code noneMarked}: it checks in its own script or after the submit), every
   * question may be asked and is read as required here.
   */
  private static Map<String, String> byElimination(DomainPack pack, List<Question> questions, List<Question> open, Map<String, String> paired, Set<String> used,
      Set<String> keys, boolean noneMarked) {
    Set<String> near = new HashSet<>();
    for (Question q : open) {
      near.addAll(pack.closestKeys(q));
    }
    List<String> free = keys.stream().filter(k -> !used.contains(k) && !paired.containsValue(k) && !near.contains(k)).sorted().toList();
    // a question of options takes part whether or not it is required: the value names one of its
    // options, which is where it goes; a box of text only when the page asks it
    List<Question> asked = open.stream().filter(q -> (q.required() || noneMarked || q.kind() == QuestionKind.CHOICE && !q.choices().isEmpty())
        && !paired.containsKey(q.text())).toList();
    if (free.isEmpty() || asked.isEmpty()) {
      return Map.of();
    }
    Map<Question, Set<String>> fits = new LinkedHashMap<>();
    for (Question q : asked) {
      Set<String> takes = new java.util.LinkedHashSet<>();
      for (String k : free) {
        if (takes(pack, q, k) && !someoneElsesFor(q, k)) {
          takes.add(k);
        }
      }
      fits.put(q, takes);
    }
    for (String k : free) {
      if (fits.values().stream().anyMatch(t -> t.contains(k))) {
        continue;
      }
      // a value that names no option whole, whose own words meet one option of one question alone
      // on the whole page ("the weekend" and "Weekend · Fri–Mon, 3 nights", "the patio at the
      // back" and "On a patio or paving"): the page offers that thing once, and nothing else
      // the person wrote is for it
      List<Question> meeting = asked.stream().filter(q -> meetsOneOption(pack, q, k) && !someoneElsesFor(q, k)).toList();
      if (meeting.size() == 1 && open.stream().filter(q -> q.kind() == QuestionKind.CHOICE).noneMatch(q -> q != meeting.get(0) && sharesAWord(pack, q, k))
          && !wordOfThePage(pack, meeting.get(0), k, questions)) {
        fits.computeIfAbsent(meeting.get(0), x -> new java.util.LinkedHashSet<>()).add(k);
      }
    }
    return oneToOne(fits);
  }

  /**
   * Whether a key speaks of someone a question does not: its possessive names an owner ("Rob's
   * main") or its words someone else ("partner's diet"), and the question shares no word with that
   * owner nor speaks of someone else itself. By elimination such a value never goes to the person's
   * own question ("Main course" is the person's, not Rob's).
   */
  static boolean someoneElsesFor(Question q, String key) {
    Set<String> owner = dev.autopilot.core.pack.AnswerKeys.ownerWords(key);
    boolean others = !owner.isEmpty() || FieldMeanings.standard().aboutSomeoneElse(key);
    return others && !FieldMeanings.standard().aboutSomeoneElse(q) && (owner.isEmpty() || !dev.autopilot.core.pack.AnswerKeys.sharesAWordWith(owner, q.text()));
  }

  /**
   * Whether the key's value, not naming an option of this question of choices whole, meets one of
   * its options alone by a word of its own that the question does not repeat ({@link
   * Match#optionSharingAWord}); for a group of boxes, every item of the value meets one box so
   * ({@link Match#optionsPlaced}). A bare yes or no, and a value that answers many questions,
   * meet nothing.
   */
  private static boolean meetsOneOption(DomainPack pack, Question q, String key) {
    if (q.kind() != QuestionKind.CHOICE || q.choices().isEmpty()) {
      return false;
    }
    Optional<String> value = pack.answerWith(q, key).map(PagePairs::text);
    if (value.isEmpty() || Match.polarity(value.get()) != 0 || Match.answersManyQuestions(value.get())
        || q.choices().stream().anyMatch(o -> Match.polarity(o) != 0)) {
      // a yes or a no answers by its sense, never by a word ("in front of no. 14" is no "No")
      return false;
    }
    // an option's words in brackets explain it ("Undergraduate (project student)"): a "PhD
    // student" names no undergraduate by them
    List<String> options = q.choices().stream().map(Match::withoutBrackets).toList();
    return "checkbox".equals(q.inputType()) ? !Match.optionsPlaced(options, value.get(), q.text()).isEmpty()
        : Match.optionSharingAWord(options, value.get(), q.text()) >= 0;
  }


  /**
   * Whether the words the key's value shares with its one option are also words another question
   * of the page asks in ("الطبي", medical, in "رقم الملف الطبي" and in "الملف الطبي كاملاً"): a
   * word the whole page speaks is no evidence of which option the person named.
   */
  private static boolean wordOfThePage(DomainPack pack, Question q, String key, List<Question> questions) {
    Optional<String> value = pack.answerWith(q, key).map(PagePairs::text);
    if (value.isEmpty()) {
      return false;
    }
    int index = "checkbox".equals(q.inputType()) ? -1 : Match.optionSharingAWord(q.choices(), value.get(), q.text());
    Set<String> shared = new HashSet<>();
    for (String option : index >= 0 ? List.of(q.choices().get(index)) : q.choices()) {
      shared.addAll(Match.sharedSayingWords(option, value.get()));
    }
    return questions.stream().anyMatch(other -> other.kind() != QuestionKind.TOGGLE && !other.text().equals(q.text())
        && shared.stream().anyMatch(w -> !Match.sharedSayingWords(other.text(), w).isEmpty()));
  }

  /** Whether any option of this question shares a word of its own with the key's value: a value two questions' options speak of is placed by neither. */
  private static boolean sharesAWord(DomainPack pack, Question q, String key) {
    Optional<String> value = pack.answerWith(q, key).map(PagePairs::text);
    return value.isPresent() && q.choices().stream().anyMatch(o -> Match.optionSharingAWord(List.of(o), value.get(), q.text()) >= 0);
  }

  /**
   * The questions each left with one value that no other question takes, one to one, found again
   * after each pairing (a value taken leaves the others with fewer). {@code fits} is changed.
   */
  private static Map<String, String> oneToOne(Map<Question, Set<String>> fits) {
    Map<String, String> out = new LinkedHashMap<>();
    boolean progress = true;
    while (progress) {
      progress = false;
      for (Map.Entry<Question, Set<String>> e : fits.entrySet()) {
        if (out.containsKey(e.getKey().text()) || e.getValue().size() != 1) {
          continue;
        }
        String k = e.getValue().iterator().next();
        long takers = fits.entrySet().stream().filter(o -> !out.containsKey(o.getKey().text()) && o.getValue().contains(k)).count();
        if (takers == 1) {
          out.put(e.getKey().text(), k);
          fits.values().forEach(v -> v.remove(k));
          progress = true;
        }
      }
    }
    return out;
  }

  /**
   * The asked questions of a typed input (an e-mail address, a phone number, a number, a date, a
   * time, a month, a week: the page's {@code type} says what it takes) that nothing answered, each
   * with the one value left that has its input's shape, when no other such question takes that
   * value: "Moved in": "2024-08-01" for a required date "Date you started occupying the premises",
   * "How many": "7" for a required number "Number of birds seen". The input's type and the value's
   * shape are the evidence, in any language; a key's words are not needed. Guards: a key with a
   * meaning of its own ("Date of birth", "Mobile") goes only to a question of that meaning and never
   * to one about someone else, so a person's own birthday never lands in "Preferred date" nor
   * their phone in an emergency contact's; two questions of one shape and one value, or two values
   * for one question, pair nothing; a question is asked when the page marks it required, shows an
   * error for it, or marks nothing required ({@code noneMarked}). Values kept for many forms (a
   * profile) leave most of their keys without a field: when more than {@value #LEFT_FOR_THIS_PAGE}
   * values, and more than a third of them, are left, a value's shape says nothing of where it goes
   * and nothing is paired.
   */
  private static Map<String, String> byShape(DomainPack pack, List<Question> open, Map<String, String> paired, Set<String> used, Set<String> keys,
      boolean noneMarked) {
    List<Question> asked = open.stream().filter(q -> (q.required() || noneMarked && !Fields.saysOptional(q.text())) && !paired.containsKey(q.text())
        && typedShape(q) != null && !IF_DIFFERENT.matcher(q.text()).find()).toList();
    if (asked.isEmpty()) {
      return Map.of();
    }
    FieldMeanings meanings = FieldMeanings.standard();
    List<String> free = leftForThisPage(paired, used, keys);
    if (free.isEmpty()) {
      return Map.of();
    }
    Map<Question, Set<String>> fits = new LinkedHashMap<>();
    for (Question q : asked) {
      ValueKind kind = java.util.Objects.requireNonNull(typedShape(q));
      Optional<String> meaning = meanings.of(q);
      Set<String> takes = new java.util.LinkedHashSet<>();
      for (String k : free) {
        Optional<String> own = meanings.ofKey(k);
        if (kind == ValueKind.EMAIL && own.isPresent() && !own.equals(meaning) && pack.answerWith(q, k).map(PagePairs::text).filter(Values::isEmailAddress).isPresent()) {
          // an e-mail address under a key read as another field ("Adresse mail"): the value says
          // what the words did not; still the person's own, never someone else's
          if (meanings.aboutSomeoneElse(q)) {
            continue;
          }
          own = Optional.empty();
        }
        if (own.isPresent() && (!own.equals(meaning) || meanings.aboutSomeoneElse(q))
            || own.isEmpty() && meaning.isPresent() && kind != ValueKind.EMAIL && !(kind == ValueKind.PHONE && meaning.get().equals("tel"))) {
          continue;
        }
        if (own.isEmpty() && ValueKind.ofInputType(q.inputType()) == ValueKind.TEXT
            && (meanings.aboutSomeoneElse(k) || meanings.aboutSomeoneElse(q) || someoneElsesFor(q, k))) {
          // a plain text box that asks a phone number or an address by its words takes one under a
          // key of no meaning ("mob" for "Mobile") only when neither speaks of someone else
          continue;
        }
        pack.answerWith(q, k).map(PagePairs::text).filter(v -> hasShape(kind, v)).ifPresent(v -> takes.add(k));
      }
      fits.put(q, takes);
    }
    return oneToOne(fits);
  }

  /**
   * The keys no question took, in order, when the values were written for this page; none when
   * most found no field: values kept for many forms (a profile), among which a value's shape or
   * its being left over says nothing of where it goes.
   */
  private static List<String> leftForThisPage(Map<String, String> paired, Set<String> used, Set<String> keys) {
    List<String> free = keys.stream().filter(k -> !used.contains(k) && !paired.containsValue(k)).sorted().toList();
    return free.size() > Math.max(LEFT_FOR_THIS_PAGE, keys.size() / 3) ? List.of() : free;
  }

  /** The most values that may be left without a field when the values were written for this page ({@link #byShape}); a third of them when there are more. */
  static final int LEFT_FOR_THIS_PAGE = 4;

  /**
   * The one asked question of plain text nothing answered, with the one value left that no
   * question took, as a person pairs the last answer with the last question ("Publication" for a
   * required "Media outlet", "J'habite à" for "Commune de départ"). Only when each is the only one
   * of its kind: one required (or, on a page marking nothing required, asked) box of text, of no
   * meaning of its own and not about someone else; one value left of plain words, whose key has
   * no meaning of its own (a name, an address, a phone go only where their meaning says), that is
   * no yes or no, number, date, time, e-mail address or phone number, and does not misfit the
   * question ({@link #misfits}), and is written as a name when the question asks a name by its
   * words ("ceramics" is no studio's name); a question that says it is optional or asks only what
   * differs is not asked. Values kept for many forms (more than {@value
   * #LEFT_FOR_THIS_PAGE} left, and more than a third) pair nothing.
   */
  private static Map<String, String> lastOneLeft(DomainPack pack, List<Question> open, Map<String, String> paired, Set<String> used, Set<String> keys,
      boolean noneMarked) {
    FieldMeanings meanings = FieldMeanings.standard();
    List<Question> asked = open.stream().filter(q -> (q.required() || noneMarked && !Fields.saysOptional(q.text())) && !paired.containsKey(q.text())
        && q.kind() == QuestionKind.TEXT && ValueKind.ofInputType(q.inputType()) == ValueKind.TEXT && meanings.of(shown(q)).isEmpty()
        && meanings.of(ownWords(q)).isEmpty() && !meanings.aboutSomeoneElse(q) && !IF_DIFFERENT.matcher(q.text()).find()).toList();
    if (asked.size() != 1) {
      return Map.of();
    }
    Question q = asked.get(0);
    List<String> free = leftForThisPage(paired, used, keys);
    if (free.isEmpty()) {
      return Map.of();
    }
    List<String> plain = new ArrayList<>();
    for (String k : free) {
      Optional<String> value = pack.answerWith(q, k).map(PagePairs::text);
      if (value.isPresent() && meanings.ofKey(k).isEmpty() && plainWords(value.get()) && !misfits(q, value.get())
          && (!asksAName(q) || looksLikeAName(value.get()))) {
        plain.add(k);
      }
    }
    return plain.size() == 1 ? Map.of(q.text(), plain.get(0)) : Map.of();
  }

  /**
   * Whether a question asks a name by its words ("Nom de l'atelier ou de la marque", "Type your
   * full legal name to sign"): the last value left answers it only when written as a name.
   */
  private static boolean asksAName(Question q) {
    for (String w : dev.autopilot.core.model.SemanticKey.questionSignature(q.text()).split(" ")) {
      if (NAME_WORDS.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a value is written as a name is: no digit and no "@", and its first word and at least
   * one other start with a capital ("Mateusz Kowalczyk", "Atelier Terre & Feu", not "ceramics");
   * in a script without capitals, any value of letters.
   */
  private static boolean looksLikeAName(String value) {
    String v = value.strip();
    if (v.isEmpty() || v.codePoints().anyMatch(c -> Character.isDigit(c) || c == '@')) {
      return false;
    }
    int first = v.codePointAt(0);
    if (Character.isLetter(first) && !Character.isUpperCase(first) && !Character.isLowerCase(first)) {
      return true;
    }
    String[] words = v.split("\\s+");
    long capitals = java.util.Arrays.stream(words).filter(w -> !w.isEmpty() && Character.isUpperCase(w.codePointAt(0))).count();
    return Character.isUpperCase(first) && capitals >= 2;
  }

  /** Whether a value is words of its own: no yes or no, number, moment, e-mail address or phone number. */
  private static boolean plainWords(String value) {
    String v = value.strip();
    if (v.isEmpty() || Match.polarity(v) != 0 || Match.answersManyQuestions(v)) {
      return false;
    }
    for (ValueKind kind : List.of(ValueKind.EMAIL, ValueKind.PHONE, ValueKind.NUMBER, ValueKind.DATE, ValueKind.TIME, ValueKind.DATETIME_LOCAL)) {
      if (hasShape(kind, v)) {
        return false;
      }
    }
    return true;
  }

  /** The kind of value a question's typed input takes, or null for a box of text, a choice, a box to tick or a file. */
  private static @Nullable ValueKind typedShape(Question q) {
    if (q.kind() != QuestionKind.TEXT) {
      return null;
    }
    ValueKind kind = ValueKind.ofInputType(q.inputType());
    if (kind == ValueKind.TEXT) {
      // a plain text box whose words ask a phone number or an e-mail address ("Mobile", "E-Mail")
      // takes that shape as a typed input does
      Optional<String> meaning = FieldMeanings.standard().of(q);
      return meaning.filter("tel"::equals).isPresent() ? ValueKind.PHONE : meaning.filter("email"::equals).isPresent() ? ValueKind.EMAIL : null;
    }
    return kind == ValueKind.EMAIL || kind == ValueKind.PHONE || kind == ValueKind.NUMBER || kind.isTemporal() ? kind : null;
  }

  /** What the route note calls a typed input's shape. */
  private static String shapeName(Question q) {
    ValueKind kind = typedShape(q);
    return kind == null ? "text" : switch (kind) {
      case EMAIL -> "an e-mail address";
      case PHONE -> "a phone number";
      case NUMBER -> "a number";
      case DATE -> "a date";
      case TIME -> "a time of day";
      case MONTH -> "a month";
      case WEEK -> "a week";
      case DATETIME_LOCAL -> "a date and time";
      default -> "text";
    };
  }

  /** A phone number as people write one: digits with the usual separators, at least six digits, no letters. */
  private static final java.util.regex.Pattern PHONE_SHAPE = java.util.regex.Pattern.compile("\\+?[\\d\\s().\\/-]+");

  /**
   * Whether a value, as a person wrote it, has the shape an input of this kind takes, and no other
   * reading: a number is digits alone (a "4" is no time of day), a time says its hours and minutes.
   */
  static boolean hasShape(ValueKind kind, String value) {
    String v = value.strip();
    if (v.isEmpty()) {
      return false;
    }
    boolean letters = v.codePoints().anyMatch(Character::isLetter);
    boolean bareNumber = !letters && Values.number(v) != null;
    return switch (kind) {
      case EMAIL -> Values.isEmailAddress(v);
      case PHONE -> PHONE_SHAPE.matcher(v).matches() && v.codePoints().filter(Character::isDigit).count() >= 6 && Values.date(v) == null;
      // a number as counted, not a code or a phone number kept in digits ("0551234987")
      case NUMBER -> bareNumber && v.codePoints().filter(Character::isDigit).count() <= 9 && !(v.length() > 1 && v.startsWith("0") && Character.isDigit(v.charAt(1)));
      case DATE -> !bareNumber && Values.date(v) != null && Values.dateTime(v) == null;
      case TIME -> !bareNumber && Values.time(v) != null && Values.date(v) == null;
      case MONTH -> !bareNumber && Values.month(v) != null && Values.date(v) == null;
      case WEEK -> Values.week(v) != null;
      case DATETIME_LOCAL -> Values.dateTime(v) != null;
      default -> false;
    };
  }

  /** Whether the key's value, by itself, fits the question as {@link #byElimination} reads it. */
  private static boolean takes(DomainPack pack, Question q, String key) {
    Optional<Answer> answer = pack.answerWith(q, key);
    if (answer.isEmpty()) {
      return false;
    }
    String value = text(answer.get());
    if (q.kind() == QuestionKind.CHOICE) {
      // an option named by its label, or by the page's own value for it ("online" for "Video call")
      // a group of boxes takes a list whose every item names one of them ("backend, DevOps")
      return !q.choices().isEmpty() && !Match.answersManyQuestions(value)
          && (q.choiceNamed(value) >= 0 || "checkbox".equals(q.inputType()) && !Match.optionsNamed(q.choices(), value, q.text()).isEmpty());
    }
    return isFreeTextBox(q) && value.strip().split("\\s+").length >= PROSE_WORDS && FieldMeanings.standard().ofKey(key).filter(m -> !m.equals(MESSAGE)).isEmpty();
  }

  /**
   * A box for a person's own words: a textarea (a text box with no input type) that asks no field
   * of its own ("Address") and not about someone else.
   */
  private static boolean isFreeTextBox(Question q) {
    return q.kind() == QuestionKind.TEXT && q.inputType() == null && FieldMeanings.standard().of(q).filter(m -> !m.equals(MESSAGE)).isEmpty()
        && !FieldMeanings.standard().aboutSomeoneElse(q);
  }

  /**
   * The questions whose own answer was withheld (its key fits another question better, or its
   * value had the wrong shape, {@link #misfits}: a company's name for "Companies House number"),
   * each given the one key no question took that is near it by its words or has its meaning and
   * whose value has the right shape (the registration number; "Company" for "Registered business
   * name" when "Type of business" went to "Business type"); nothing when two could.
   */
  private static void nextOfItsMeaning(DomainPack pack, List<Question> open, Set<String> withheld, Map<String, String> paired, Set<String> used, Set<String> keys) {
    FieldMeanings meanings = FieldMeanings.standard();
    for (Question q : open) {
      if (!withheld.contains(q.text()) || paired.containsKey(q.text())) {
        continue;
      }
      Optional<String> meaning = meanings.of(q);
      List<String> near = pack.closestKeys(q);
      List<String> fit = keys.stream().filter(k -> !used.contains(k) && !paired.containsValue(k))
          .filter(k -> near.contains(k) || meaning.isPresent() && meaning.equals(meanings.ofKey(k)))
          .filter(k -> pack.answerWith(q, k).filter(a -> a instanceof Answer.Text t && !t.value().isBlank() && !misfits(q, t.value())).isPresent()).toList();
      if (fit.size() == 1) {
        paired.put(q.text(), fit.get(0));
      }
    }
  }

  /** The last words of a question that ask for a number or a code ("Companies House number", "Member ID", "Kundennummer" is read by its end). */
  private static final Set<String> NUMBER_WORDS = Set.of("number", "no", "nr", "num", "numero", "nummer", "id", "code", "reference", "ref", "号", "号码",
      "编号", "رقم");
  /** How a question that a yes or a no answers begins, in six languages ("Do you …", "Haben Sie …", "¿Tiene …", "هل"). */
  private static final java.util.regex.Pattern ASKS_YES_OR_NO = java.util.regex.Pattern.compile(
      "[¿¡]?(?:do|does|did|are|is|was|were|have|has|had|can|could|will|would|should|shall|may|any)\\b"
          + "|[¿¡]?(?:haben|hat|hatten|sind|ist|war|waren|können|kann|werden|wird|möchten|brauchen|besitzen)\\b"
          + "|(?:est-ce|avez|êtes|etes|as-tu|es-tu|pouvez|souhaitez|voulez)\\b"
          + "|[¿¡]?(?:tiene|tienes|es|está|esta|ha|puede|necesita|desea|quiere)\\b|هل|是否|有没有|是不是|需要",
      java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);
  /** The last words of a question that ask for a name. */
  private static final Set<String> NAME_WORDS = Set.of("name", "nom", "nombre", "namen", "姓名", "名称", "名字", "اسم");

  /**
   * Whether a value is of the wrong shape for a box of text: a bare yes or no for a question that
   * asks no yes or no ("Previous club, if any"); a date alone as the answer to a
   * question sentence that asks no day; by the question's last word, a
   * question that ends on a number or a code ("Companies House number") takes no value without a
   * digit, an e-mail field nothing but an e-mail address, one that ends on a name ("Registered business name") no value made of digits alone.
   * Typed inputs (a number, a date) are judged by their kind elsewhere.
   */
  static boolean misfits(Question q, String value) {
    if (q.kind() != QuestionKind.TEXT || value.isBlank()) {
      return false;
    }
    if (!Values.takes(ValueKind.ofInputType(q.inputType()), value.strip())) {
      // a day's field takes a day ("Abreise", a date picker: never a question for the landlord)
      return true;
    }
    if (ValueKind.ofInputType(q.inputType()) == ValueKind.NUMBER && Values.number(Match.collapse(value)) == null && Match.numberFor(value) == null
        && Match.numberInTheQuestionsUnit(value, q.text()) == null) {
      // a number field takes a value that says a number ("2", "two", "3 years"), never a name
      // ("Nombre d'enfants", the French number of children, is no Spanish "nombre")
      return true;
    }
    if (Match.polarity(value) != 0 && value.strip().split("\\s+").length <= 2 && !ASKS_YES_OR_NO.matcher(q.text().strip()).lookingAt()) {
      // a bare yes or no typed into a box of text that asks no yes-or-no question ("Previous
      // club, if any": "yes" belongs to another question)
      return true;
    }
    if (ValueKind.ofInputType(q.inputType()) == ValueKind.TEXT && Values.date(value.strip()) != null && QuestionText.isASentence(q.text())
        && !AnswerKeys.asksForAMoment(q.text()) && !AnswerKeys.asksForAMoment(q.fieldNameWords()) && FieldMeanings.standard().of(shown(q)).isEmpty()) {
      // a date, and nothing but a date, as the answer to a question that asks no day ("Which
      // property is the noise coming from?"); a label ("What our records show now") may hold one
      return true;
    }
    if (ValueKind.ofInputType(q.inputType()) == ValueKind.TEXT && Values.date(value.strip()) != null
        && FieldMeanings.standard().of(shown(q)).filter(m -> !MOMENT_OR_WORDS.contains(m)).isPresent()) {
      // a date, and nothing but a date, is no address, name, postcode or company: "Delivery"
      // "Friday 21 May 2027" answers "Delivery date", never "Delivery address"
      return true;
    }
    String[] words = dev.autopilot.core.model.SemanticKey.questionSignature(QuestionText.head(q.text())).split(" ");
    String last = words[words.length - 1];
    boolean digits = value.codePoints().anyMatch(Character::isDigit);
    if (NUMBER_WORDS.contains(last) || last.endsWith("nummer") || last.endsWith("号码") || last.endsWith("编号")) {
      return !digits;
    }
    if (ValueKind.ofInputType(q.inputType()) == ValueKind.EMAIL || FieldMeanings.standard().of(shown(q)).filter("email"::equals).isPresent()) {
      // an e-mail field takes an e-mail address, never a name ("Parent/carer: Joanne Price" is no
      // answer to "Parent or carer: Email")
      return !Values.isEmailAddress(value);
    }
    if (ValueKind.ofInputType(q.inputType()) == ValueKind.PHONE || FieldMeanings.standard().ofKey(last).filter("tel"::equals).isPresent()) {
      // a telephone field ("Contact phone", type=tel) takes a number, never a name: "Emergency
      // contact: Tom Clarke" is no answer to "Emergency contact: Contact phone"
      return !digits;
    }
    return NAME_WORDS.contains(last) && value.strip().matches("[\\d\\s./-]+");
  }

  /** The meanings a date alone may answer: a birthday, and a person's own words (a message, a subject, a summary). */
  private static final Set<String> MOMENT_OR_WORDS = Set.of("bday", "message", "subject", "summary");

  /** The question as the page shows and declares it (its words, its autocomplete token), without the control's code name. */
  /** The question without the section it is asked under ("Segundo miembro: Número de documento" asks "Número de documento"). */
  private static Question ownWords(Question q) {
    return new Question(dev.autopilot.core.pack.QuestionText.withoutSection(q.text()), q.kind(), q.choices(), q.inputType(), q.autocomplete(), q.required());
  }

  private static Question shown(Question q) {
    return new Question(q.text(), q.kind(), q.choices(), q.inputType(), q.autocomplete(), q.required());
  }

  /** The fewest words of a value read as prose, a person's own account rather than a field's value. */
  static final int PROSE_WORDS = 8;

  /**
   * The keys an {@link DomainPack#answeredBy} names ({@code values["Phone"]}, or two for a name
   * joined from its parts).
   */
  private static Set<String> keysNamed(String by, Set<String> keys) {
    Set<String> named = new HashSet<>();
    for (String k : keys) {
      if (by.contains("[\"" + k + "\"]")) {
        named.add(k);
      }
    }
    return named;
  }

  /**
   * The page's one field of free text (a textarea: a text box with no input type) that nothing
   * answered, and the one key of free text ({@code Message}, {@code Notes}, {@code Comments}: the
   * {@code message} meaning) no question of the page took: a person's message goes into the one
   * box the page leaves for a message, whatever its words ("A note for the couple", "Special
   * requests"); not a box that asks a field of its own ("Address") or about someone else. Two
   * such boxes or two such keys pair nothing.
   */
  private static Optional<Map.Entry<String, String>> proseLeftOver(List<Question> open, Map<String, String> paired, Set<String> used, Set<String> keys) {
    // a box that asks a field of its own ("Address" as a textarea) or about someone else is no
    // box for a message
    List<Question> prose = open.stream().filter(q -> !paired.containsKey(q.text()) && isFreeTextBox(q)).toList();
    if (prose.size() != 1) {
      return Optional.empty();
    }
    List<String> messages = keys.stream().filter(k -> !used.contains(k) && !paired.containsValue(k))
        .filter(k -> FieldMeanings.standard().ofKey(k).filter(MESSAGE::equals).isPresent()).toList();
    return messages.size() == 1 ? Optional.of(Map.entry(prose.get(0).text(), messages.get(0))) : Optional.empty();
  }

  private static final String MESSAGE = "message";

  /** Words that make a question ask again what another asked ("Confirm email", "E-Mail wiederholen"). */
  private static final List<String> CONFIRMS = List.of("confirm", "confirmation", "repeat", "re enter", "reenter", "retype", "again", "verify",
      "bestatigen", "bestatigung", "wiederholen", "wiederholung", "confirmer", "repeter", "confirmar", "confirmacion", "repetir", "确认", "再次", "تاكيد");

  private static boolean confirms(Question q) {
    String sig = q.signature();
    for (String w : CONFIRMS) {
      if (QuestionText.containsPhrase(sig, w) || !w.chars().allMatch(c -> c < 128) && sig.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The questions a key would answer that it fits clearly worse than another of the page: one
   * key is not placed into two fields that ask different things ("Team name" answers "Team name",
   * not "Team captain"; "Description" answers "Description of work", not "Notes to accounts
   * payable"). A key that is a field's name ("Phone", "given-name") fills every field of that
   * meaning; a question that asks again ("Confirm email") or in the same words asks the same
   * thing; when no question is fitted clearly best, nothing is withheld. A question of options
   * nobody answered competes for a key near it whose value names one of its options; when it
   * wins, the key moves there ({@code moved}: question text to key).
   */
  private static Set<String> oneKeyOneQuestion(DomainPack pack, Set<String> keys, List<Question> questions, Map<String, String> moved) {
    Map<String, Map<String, Question>> byKey = new LinkedHashMap<>();
    List<Question> unanswered = new ArrayList<>();
    for (Question q : questions) {
      if (q.kind() == QuestionKind.TOGGLE || q.kind() == QuestionKind.FILE || confirms(q)) {
        continue;
      }
      Optional<String> by = pack.answeredBy(q);
      if (by.isEmpty()) {
        unanswered.add(q);
        continue;
      }
      Set<String> named = keysNamed(by.get(), keys);
      if (named.size() == 1) {
        String k = named.iterator().next();
        byKey.computeIfAbsent(k, x -> new LinkedHashMap<>()).putIfAbsent(q.signature(), q);
      }
    }
    // a question of options nobody answered that a key is near and whose options its value
    // names ("Transportation" with a code name "bus" and "School bus: Morning and afternoon")
    // competes for that key with the questions the pack gave it
    Set<Question> near = new HashSet<>();
    for (Question q : unanswered) {
      if (q.kind() != QuestionKind.CHOICE || q.choices().isEmpty()) {
        continue;
      }
      for (String k : pack.closestKeys(q)) {
        if (byKey.containsKey(k) && namesAnOption(pack, q, k)) {
          byKey.get(k).putIfAbsent(q.signature(), q);
          near.add(q);
        }
      }
    }
    Set<String> withheld = new HashSet<>();
    byKey.forEach((k, asked) -> {
      // a key that is a field's name fills every field of that meaning, except free text: what
      // a person writes to one question is not their answer to another
      if (asked.size() < 2) {
        return;
      }
      if (FieldMeanings.isThePersonItself(k)) {
        return; // "ich: Frau Katrin Vogel" fills "Anrede", "Vorname" and "Nachname", as a key of the name's meaning does
      }
      if (FieldMeanings.standard().meansWholly(k) && !FieldMeanings.standard().ofKey(k).filter(MESSAGE::equals).isPresent()) {
        // ... that the page asks in words a person reads: a field that takes the key's meaning
        // only from its code name ("sourceAddress" under "Which property is the noise coming
        // from?") is not asked for the person's own, when another field asks for it in words
        List<Question> inWords = asked.values().stream().filter(q -> asksInWords(q, k)).toList();
        if (!inWords.isEmpty() && inWords.size() < asked.size()) {
          asked.values().stream().filter(q -> !inWords.contains(q)).forEach(q -> withheld.add(q.text()));
        }
        // ... and a field that asks it with words of its own after it beside a field that asks only
        // it ("E-mail of the records department" beside "E-mail", "Street and number of the zone"
        // beside "Street and number") asks for another's: the person's own goes to the plain one
        // ("Cell phone" beside "Phone" says which of the person's, and takes it)
        for (Question q : asked.values()) {
          if (q.kind() == QuestionKind.TEXT && asked.values().stream().anyMatch(o -> o != q && o.kind() == QuestionKind.TEXT && AnswerKeys.saysMoreAfter(q.text(), o.text()))) {
            withheld.add(q.text());
          }
        }
        return;
      }
      AnswerKeys one = new AnswerKeys(Map.of(k, ""));
      // a field whose words ask a part of the key's meaning ("City", "Zip" beside "Address" for
      // "office address") takes that part, not the whole: whichever question the key fits best,
      // it is never withheld from the key
      Optional<String> keyMeaning = FieldMeanings.standard().ofKey(k);
      Set<Question> parts = new HashSet<>();
      for (Question q : asked.values()) {
        Optional<String> m = FieldMeanings.standard().of(shown(q));
        if (keyMeaning.isPresent() && m.isPresent() && FieldMeanings.isPartOf(m.get(), keyMeaning.get())) {
          parts.add(q);
        }
      }
      // ... and the one date field a value gives a day takes it, while a question of the time of
      // day takes the rest ("Tuesday 9 March 2027, mornings suit me best" for "Preferred
      // collection date" and "Preferred time"); of two date fields, the words decide as before
      List<Question> days = asked.values().stream()
          .filter(q -> dev.autopilot.core.match.ValueKind.ofInputType(q.inputType()) == dev.autopilot.core.match.ValueKind.DATE
              && pack.answerWith(q, k).map(PagePairs::text).map(t -> dev.autopilot.core.match.Values.date(t) != null).orElse(false))
          .toList();
      if (days.size() == 1 && asked.size() > 1) {
        parts.add(days.get(0));
      }
      Question best = null;
      double top = -1;
      double second = -1;
      for (Question q : asked.values()) {
        double fit = Math.max(one.fit(q.text(), k), q.fieldNameWords().isEmpty() ? 0 : one.fit(q.fieldNameWords(), k));
        if (q.kind() == QuestionKind.CHOICE && !q.choices().isEmpty()) {
          // the options say more than the words: a value that names one belongs there ("What
          // happened: Water damage" to "Type of loss"), one that names none cannot go there
          fit = namesAnOption(pack, q, k) ? NAMED_OPTION : 0;
        }
        if (fit > top) {
          second = top;
          top = fit;
          best = q;
        } else if (fit > second) {
          second = fit;
        }
      }
      if (best != null && top - second > CLEARLY_BETTER) {
        for (Question q : asked.values()) {
          if (q != best && !near.contains(q) && !parts.contains(q)) {
            withheld.add(q.text());
          }
        }
        if (near.contains(best)) {
          moved.put(best.text(), k);
        }
      }
    });
    return withheld;
  }

  /**
   * Whether a question asks for a key's meaning in what the page shows or declares (its words, its
   * autocomplete token), not only through the control's code name.
   */
  private static boolean asksInWords(Question q, String key) {
    Optional<String> meaning = FieldMeanings.standard().ofKey(key);
    Optional<String> asked = FieldMeanings.standard().of(shown(q));
    // the field's words may ask a part of the key's meaning ("City" of an address written on one line)
    return meaning.isPresent() && (meaning.equals(asked) || asked.isPresent() && FieldMeanings.isPartOf(asked.get(), meaning.get()))
        || new AnswerKeys(Map.of(key, "")).fit(q.text(), key) > 0;
  }

  /** Whether the key's value, as the pack gives it for this question, names one of its options as the planner picks them. */
  private static boolean namesAnOption(DomainPack pack, Question q, String key) {
    String option = pack.answerWith(q, key).map(PagePairs::text).orElse("");
    return !option.isEmpty() && Match.bestOption(q.choices(), option) >= 0;
  }

  private static String text(Answer answer) {
    if (answer instanceof Answer.Choice c) {
      return c.option();
    }
    return answer instanceof Answer.Text t ? t.value() : "";
  }

  /** The fit of a question of options one of which the key's value names: above any fit by words. */
  private static final double NAMED_OPTION = 2;

  /** How much better one question must fit a key than every other for the others to be withheld. */
  private static final double CLEARLY_BETTER = 0.2;

  /** The answer to a question: the pack's own, else the paired key's. */
  Optional<Answer> answer(Question question) {
    Optional<Answer> own = withheld.contains(question.text()) ? Optional.empty() : pack.answer(question);
    if (own.isPresent()) {
      return own.map(a -> streetAlone(question, a));
    }
    String key = paired.get(question.text());
    return key == null ? Optional.empty() : pack.answerWith(question, key).map(a -> streetAlone(question, a));
  }

  /**
   * A street line without its house number, for the street's question of a page that asks the
   * house number apart ("Straße" and "Hausnr."): the number goes to its own field, once. And an
   * address written on one line, for the address's question of a page that asks its town or its
   * postcode apart from the same key ("Address" beside "City" and "Zip"; never "Property postcode"
   * from a key of its own): its street line (with what stands between it and the town, when the
   * page asks no second line), each part going to its own field, once.
   */
  private Answer streetAlone(Question question, Answer answer) {
    if (!(answer instanceof Answer.Text t) || question.kind() != QuestionKind.TEXT) {
      return answer;
    }
    Optional<String> meaning = FieldMeanings.standard().of(question);
    if (meaning.filter("street-address"::equals).isPresent() && pack.answeredBy(question).map(by -> textMeaningsAsked.contains(PARTS_FROM + by)).orElse(false)) {
      dev.autopilot.core.match.@Nullable AddressParts parts = dev.autopilot.core.match.AddressParts.parse(t.value());
      if (parts == null) {
        return answer;
      }
      boolean secondLine = textMeaningsAsked.contains("address-line2");
      return new Answer.Text(parts.between() == null || secondLine ? parts.line() : parts.line() + ", " + parts.between());
    }
    if (!textMeaningsAsked.contains(FieldMeanings.HOUSE_NUMBER) || !meaning.filter("address-line1"::equals).isPresent()) {
      return answer;
    }
    String @Nullable [] split = dev.autopilot.core.match.AddressParts.streetAndNumber(t.value());
    return split == null ? answer : new Answer.Text(split[0]);
  }

  /** Which key answers it, as {@link DomainPack#answeredBy} names it, or the paired key. */
  Optional<String> answeredBy(Question question) {
    boolean ownWithheld = withheld.contains(question.text());
    Optional<String> own = ownWithheld ? Optional.empty() : pack.answeredBy(question);
    String key = paired.get(question.text());
    if (own.isPresent() || key == null || !ownWithheld && pack.answer(question).isPresent()) {
      return own;
    }
    Double meant = byMeaning.get(question.text());
    return Optional.of("values[\"" + key + "\"] " + (eliminated.contains(question.text())
        ? "(the one value left that only this question takes, by elimination)"
        : shapedBy.contains(question.text()) ? "(the one value left of this field's shape, " + shapeName(question) + ")"
        : lastLeft.contains(question.text()) ? "(the one value left for the one question of text left)"
        : stated.contains(question.text()) ? "(the one yes left whose key shares a word with this statement)"
        : meant != null ? String.format(java.util.Locale.ROOT, "(nearest in meaning of the keys and questions left, %.2f)", meant)
        : "(the one key left near it on the page)"));
  }

  /** Whether an element is asked as a question of its own (not a radio of a group, not a part of a split answer). */
  static boolean asksItsOwn(SemanticSnapshot snapshot, SemanticElement element, Set<String> parts) {
    return !element.isolated() && element.role().isField() && !parts.contains(element.ref())
        && !(element.role() == Role.RADIO && snapshot.groupOf(element).isPresent()) && Fields.askable(element);
  }
}
