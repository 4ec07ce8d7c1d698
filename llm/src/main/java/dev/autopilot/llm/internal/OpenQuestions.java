package dev.autopilot.llm.internal;

import dev.autopilot.core.match.Fields;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The questions of a page that are still open: askable fields (a radio group once) that hold no
 * answer and that no other route has answered.
 */
public final class OpenQuestions {
  private OpenQuestions() {}

  /**
   * One open question.
   *
   * @param ref the element (for a radio group, its first radio)
   * @param question the question text
   * @param required whether the page requires it
   * @param line how the prompt lists it: refs and roles only, never page text (the question's
   *     words are in the page section, on the ref's line)
   */
  public record Open(String ref, String question, boolean required, String line) {
    /**
     * The question's signature, as {@link SemanticKey#questionSignature} makes it, to match the
     * question across pages and runs.
     *
     * @return the normalized question text
     */
    public String signature() {
      return SemanticKey.questionSignature(question);
    }
  }

  /**
   * The open questions of a snapshot, leaving out the refs in {@code taken} (and their radio groups).
   *
   * @param snapshot the page as last seen
   * @param taken refs another planner already answers in this step; empty for none
   * @return the open questions in page order, a radio group once; empty when nothing is open
   */
  public static List<Open> of(SemanticSnapshot snapshot, Set<String> taken) {
    List<Open> out = new ArrayList<>();
    Set<String> groups = new HashSet<>();
    Set<String> takenGroups = new HashSet<>();
    Map<String, ElementGroup> groupById = new HashMap<>();
    snapshot.groups().forEach(g -> groupById.put(g.id(), g));
    Map<String, SemanticElement> byRef = new HashMap<>();
    snapshot.elements().forEach(e -> byRef.put(e.ref(), e));
    for (SemanticElement e : snapshot.elements()) {
      if (taken.contains(e.ref()) && e.groupId() != null) {
        takenGroups.add(e.groupId());
      }
    }
    for (SemanticElement e : snapshot.elements()) {
      if (!Elements.field(e) || !Elements.askable(e) || taken.contains(e.ref())) {
        continue;
      }
      String role = Elements.role(e);
      if (role.equals("radio")) {
        Optional<ElementGroup> g = Optional.ofNullable(e.groupId() == null ? null : groupById.get(e.groupId()));
        if (g.isPresent()) {
          if (takenGroups.contains(g.get().id()) || !groups.add(g.get().id())) {
            continue;
          }
          List<SemanticElement> radios = g.get().memberRefs().stream().map(byRef::get).filter(m -> m != null && Elements.role(m).equals("radio")).toList();
          if (radios.stream().anyMatch(r -> Boolean.TRUE.equals(r.checked()))) {
            continue;
          }
          String q = g.get().question().isBlank() ? e.questionText() : g.get().question();
          boolean required = Fields.required(snapshot, g.get());
          out.add(new Open(e.ref(), q, required, "- radio group " + String.join(" ", radios.stream().map(SemanticElement::ref).toList()) + (required ? " (required)" : "")));
          continue;
        }
      }
      if (Fields.questionAnswered(snapshot, e)) {
        continue;
      }
      boolean required = Fields.required(snapshot, e);
      if ((role.equals("checkbox") || role.equals("switch")) && !required) {
        // an optional box left unticked is an answer already (no)
        continue;
      }
      ElementGroup group = e.groupId() == null ? null : groupById.get(e.groupId());
      String q = group != null && !group.question().isBlank() ? group.question() : e.questionText();
      out.add(new Open(e.ref(), q, required, "- " + e.ref() + " " + role + (required ? " (required)" : "")));
    }
    return out;
  }
}
