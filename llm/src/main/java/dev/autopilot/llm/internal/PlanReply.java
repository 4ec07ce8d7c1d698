package dev.autopilot.llm.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A model's plan as it wrote it, before validation.
 *
 * @param actions the proposed actions
 * @param unresolved the questions the model says no data answers
 * @param rationale the model's one-line reason
 */
public record PlanReply(List<Proposed> actions, List<String> unresolved, String rationale) {
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * Copies the lists.
   *
   * @param actions the proposed actions in the model's order; copied
   * @param unresolved the questions left open, trimmed, none blank; copied
   * @param rationale empty when the model gave none
   */
  public PlanReply {
    actions = List.copyOf(actions);
    unresolved = List.copyOf(unresolved);
  }

  /**
   * One proposed action.
   *
   * @param verb the DSL verb
   * @param ref the target ref
   * @param value the value (a placeholder, an option), empty when none
   * @param checked the wanted state for set_checkbox, null when not given
   * @param question the question the model says it answers, empty when not given
   * @param option for select_ref and set_radio, the exact text of the option the model reads the
   *     value as, when the value names it in other words or another language; empty when not given
   */
  public record Proposed(String verb, String ref, String value, @Nullable Boolean checked, String question, String option) {
    /**
     * An action naming no option.
     *
     * @param verb the DSL verb
     * @param ref the target ref
     * @param value the value (a placeholder, an option), empty when none
     * @param checked the wanted state for set_checkbox, null when not given
     * @param question the question the model says it answers, empty when not given
     */
    public Proposed(String verb, String ref, String value, @Nullable Boolean checked, String question) {
      this(verb, ref, value, checked, question, "");
    }
  }

  /**
   * Reads a reply: one JSON object, optionally inside a Markdown code fence. An action's verb
   * may also come as {@code action}; missing strings read as empty.
   *
   * @param text the model's reply as received
   * @return the reply as written, not yet checked against the page (see {@link PlanValidator})
   * @throws IllegalArgumentException with a message for the model when it is not the contract's
   *     JSON; what it quotes of the reply has its angle brackets escaped
   */
  public static PlanReply parse(String text) {
    JsonNode root = object(text);
    JsonNode actions = root.path("actions");
    if (!actions.isArray()) {
      throw new IllegalArgumentException("the reply has no \"actions\" array");
    }
    List<Proposed> out = new ArrayList<>();
    int i = 0;
    for (JsonNode a : actions) {
      i++;
      if (!a.isObject()) {
        throw new IllegalArgumentException("action " + i + " is not an object");
      }
      String verb = a.path("verb").asText("");
      if (verb.isBlank()) {
        verb = a.path("action").asText("");
      }
      JsonNode checked = a.get("checked");
      out.add(new Proposed(verb.trim(), a.path("ref").asText("").trim(), a.path("value").isNull() ? "" : a.path("value").asText(""),
          checked == null || checked.isNull() ? null : checked.asBoolean(), a.path("question").asText(""),
          a.path("option").isNull() ? "" : a.path("option").asText("").strip()));
    }
    List<String> unresolved = new ArrayList<>();
    for (JsonNode u : root.path("unresolved")) {
      if (u.isTextual() && !u.asText().isBlank()) {
        unresolved.add(u.asText().trim());
      }
    }
    return new PlanReply(out, unresolved, root.path("rationale").asText(""));
  }

  /**
   * The JSON object of a reply, for the other model calls that answer in JSON.
   *
   * @param text the model's reply; a Markdown code fence around the object is taken off
   * @return the object
   * @throws IllegalArgumentException when there is none, with a message fit to send back to the
   *     model (what it quotes of the reply is escaped)
   */
  public static JsonNode object(String text) {
    String t = text.strip();
    if (t.startsWith("```")) {
      int nl = t.indexOf('\n');
      int end = t.lastIndexOf("```");
      if (nl > 0 && end > nl) {
        t = t.substring(nl + 1, end).strip();
      }
    }
    if (!t.startsWith("{")) {
      throw new IllegalArgumentException("the reply is not a JSON object (it starts with '" + Prompts.escape(preview(t)) + "')");
    }
    try {
      JsonNode node = JSON.readTree(t);
      if (node == null || !node.isObject()) {
        throw new IllegalArgumentException("the reply is not a JSON object");
      }
      return node;
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("the reply is not valid JSON: " + Prompts.escape(String.valueOf(e.getOriginalMessage())));
    }
  }

  private static String preview(String t) {
    String p = t.length() <= 30 ? t : t.substring(0, 30) + "...";
    return p.replace('\n', ' ');
  }
}
