package dev.autopilot.core.match;

import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The required questions of a page and which of them hold an answer. A question is required when
 * a person could answer it now and the page asks for it:
 *
 * <ul>
 *   <li>a required group ({@link Fields#required(dev.autopilot.core.model.SemanticSnapshot,
 *       ElementGroup) required}: it says so, or a radio of it does) with at least one {@link
 *       Fields#askable askable} member counts once,
 *       its signature from its question (else its first member's);
 *   <li>a required, askable element outside any required group counts once.
 * </ul>
 *
 * Hidden conditional fields, disabled fields and foreign panels do not count. A question holds
 * an answer when any of its elements is {@link Fields#answered answered}. Signatures are
 * {@link SemanticKey#questionSignature question signatures}, listed groups first, then loose
 * elements, each in document order.
 *
 * <p>Values do not change which questions are required nor their signatures, so a snapshot
 * provider that re-reads only values can keep an instance and ask {@link #unanswered} again.
 * Immutable and thread-safe; it keeps element indexes, not elements, so {@link #unanswered} must
 * be given a list of the same elements in the same order.
 */
public final class RequiredQuestions {
  private final String[] signatures;
  private final int[][] members;

  private RequiredQuestions(String[] signatures, int[][] members) {
    this.signatures = signatures;
    this.members = members;
  }

  /**
   * The required questions of these elements and groups.
   *
   * @param elements a snapshot's elements, in document order; keep the list to ask {@link
   *     #unanswered} later
   * @param groups the snapshot's element groups
   * @return the required questions, with their signatures
   */
  public static RequiredQuestions of(List<SemanticElement> elements, List<ElementGroup> groups) {
    return find(elements, groups, true);
  }

  /**
   * How many required questions these elements and groups ask: {@code of(elements, groups).count()}, without computing signatures.
   *
   * @param elements a snapshot's elements, in document order
   * @param groups the snapshot's element groups
   * @return how many questions are required, 0 when none
   */
  public static int count(List<SemanticElement> elements, List<ElementGroup> groups) {
    return find(elements, groups, false).count();
  }

  private static RequiredQuestions find(List<SemanticElement> elements, List<ElementGroup> groups, boolean withSignatures) {
    // a group is required when it says so or a member does: Fields.required, read here without a snapshot
    Set<String> memberRequired = new HashSet<>();
    for (SemanticElement e : elements) {
      if (e.groupId() != null && Fields.radioRequiresGroup(e)) {
        memberRequired.add(e.groupId());
      }
    }
    Map<String, Integer> required = new HashMap<>();
    for (int g = 0; g < groups.size(); g++) {
      if (groups.get(g).required() || memberRequired.contains(groups.get(g).id())) {
        required.put(groups.get(g).id(), g);
      }
    }
    int[] counts = new int[groups.size()];
    List<Integer> loose = new ArrayList<>();
    for (int i = 0; i < elements.size(); i++) {
      SemanticElement e = elements.get(i);
      String gid = e.groupId();
      Integer g = gid == null ? null : required.get(gid);
      if (g != null) {
        counts[g]++;
      } else if (e.required() && Fields.askable(e)) {
        // outside a group, or in a group that is not required (a required box in a fieldset of optional ones)
        loose.add(i);
      }
    }
    int[][] groupMembers = new int[groups.size()][];
    for (int g = 0; g < groups.size(); g++) {
      groupMembers[g] = new int[counts[g]];
      counts[g] = 0;
    }
    for (int i = 0; i < elements.size(); i++) {
      String gid = elements.get(i).groupId();
      Integer g = gid == null ? null : required.get(gid);
      if (g != null) {
        groupMembers[g][counts[g]++] = i;
      }
    }
    List<String> signatures = new ArrayList<>();
    List<int[]> members = new ArrayList<>();
    for (int g = 0; g < groups.size(); g++) {
      ElementGroup group = groups.get(g);
      int[] m = groupMembers[g];
      if (!required.containsKey(group.id()) || !anyAskable(elements, m)) {
        continue;
      }
      String question = !group.question().isBlank() || m.length == 0 ? group.question() : elements.get(m[0]).questionText();
      signatures.add(withSignatures ? SemanticKey.questionSignature(question) : "");
      members.add(m);
    }
    for (int i : loose) {
      signatures.add(withSignatures ? SemanticKey.questionSignature(elements.get(i).questionText()) : "");
      members.add(new int[] {i});
    }
    return new RequiredQuestions(signatures.toArray(String[]::new), members.toArray(int[][]::new));
  }

  private static boolean anyAskable(List<SemanticElement> elements, int[] members) {
    for (int i : members) {
      if (Fields.askable(elements.get(i))) {
        return true;
      }
    }
    return false;
  }

  /**
   * How many required questions there are.
   *
   * @return how many required questions there are, 0 when none
   */
  public int count() {
    return signatures.length;
  }

  /**
   * The signatures of all required questions.
   *
   * @return the signatures, groups first and then loose elements, in document order; unmodifiable
   */
  public List<String> signatures() {
    return List.of(signatures);
  }

  /**
   * The signatures of the required questions none of whose elements holds an answer now.
   *
   * @param elements the same elements, in the same order, as this was made from (values may
   *     differ)
   * @return the signatures still to answer, in the order of {@link #signatures()}; empty when every
   *     required question holds an answer
   */
  public List<String> unanswered(List<SemanticElement> elements) {
    List<String> out = new ArrayList<>();
    for (int s = 0; s < signatures.length; s++) {
      boolean filled = false;
      for (int i : members[s]) {
        if (Fields.answered(elements.get(i))) {
          filled = true;
          break;
        }
      }
      if (!filled) {
        out.add(signatures[s]);
      }
    }
    return out;
  }

  @Override
  public String toString() {
    return "RequiredQuestions" + Arrays.toString(signatures);
  }
}
