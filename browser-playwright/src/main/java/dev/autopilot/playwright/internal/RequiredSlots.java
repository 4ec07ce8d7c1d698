package dev.autopilot.playwright.internal;

import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The required questions of one frame, in the order
 * {@link dev.autopilot.core.model.SemanticSnapshot#requiredUnfilled()} lists them: each required
 * group with an askable member once (its signature from its question, else its first member's),
 * then each required, askable ungrouped element (see SemanticElement#isAskable: hidden
 * conditional fields and foreign panels do not count). Values do not change which questions are required nor
 * their signatures, so an incremental snapshot reuses the slots and only asks which are filled.
 * Immutable and thread-safe.
 */
public final class RequiredSlots {
  private final String[] signatures;
  private final int[][] members;

  private RequiredSlots(String[] signatures, int[][] members) {
    this.signatures = signatures;
    this.members = members;
  }

  /** The slots of these elements and groups. */
  static RequiredSlots of(List<SemanticElement> elements, List<ElementGroup> groups) {
    Map<String, Integer> required = new HashMap<>();
    for (int g = 0; g < groups.size(); g++) {
      if (groups.get(g).required()) {
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
      } else if (gid == null && e.required() && e.isAskable()) {
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
    int slots = loose.size();
    for (int g = 0; g < groups.size(); g++) {
      if (groups.get(g).required() && anyAskable(elements, groupMembers[g])) {
        slots++;
      }
    }
    String[] signatures = new String[slots];
    int[][] members = new int[slots][];
    int s = 0;
    for (int g = 0; g < groups.size(); g++) {
      ElementGroup group = groups.get(g);
      if (!group.required()) {
        continue;
      }
      int[] m = groupMembers[g];
      if (!anyAskable(elements, m)) {
        continue;
      }
      String question = !group.question().isBlank() || m.length == 0 ? group.question() : elements.get(m[0]).questionText();
      signatures[s] = SemanticKey.questionSignature(question);
      members[s++] = m;
    }
    for (int i : loose) {
      signatures[s] = SemanticKey.questionSignature(elements.get(i).questionText());
      members[s++] = new int[] {i};
    }
    return new RequiredSlots(signatures, members);
  }

  private static boolean anyAskable(List<SemanticElement> elements, int[] members) {
    for (int i : members) {
      if (elements.get(i).isAskable()) {
        return true;
      }
    }
    return false;
  }

  /** The signatures of the slots none of whose elements holds an answer. */
  List<String> unfilled(List<SemanticElement> elements) {
    List<String> out = new ArrayList<>();
    for (int s = 0; s < signatures.length; s++) {
      boolean filled = false;
      for (int i : members[s]) {
        if (filled(elements.get(i))) {
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

  /** {@link SemanticElement#isFilled()}, the same rule without a stream: this runs per element. */
  static boolean filled(SemanticElement e) {
    Boolean checked = e.checked();
    if (checked != null) {
      return checked;
    }
    List<SelectOption> options = e.options();
    if (!options.isEmpty()) {
      for (int i = 0, n = options.size(); i < n; i++) {
        SelectOption o = options.get(i);
        if (o.selected() && !o.value().isBlank()) {
          return true;
        }
      }
      return false;
    }
    String value = e.value();
    return value != null && !value.isBlank();
  }

  @Override
  public String toString() {
    return "RequiredSlots" + Arrays.toString(signatures);
  }
}
