package dev.autopilot.playwright.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Turns the snapshot script's JSON into a {@link SemanticSnapshot}. The script's result is
 * {@code {url, title, fresh, next, el, gr, er}}:
 *
 * <ul>
 *   <li>{@code fresh}: the page registry was created by this snapshot (a new document);
 *       {@code next}: the highest ref number issued;
 *   <li>{@code el}: elements in document order, {@code {r: ref, ro: role, n: name, l?: label,
 *       v?: value, req?: 1, dis?: 1, chk?: boolean, hid?: 1, g?: group index, opt?: [[label,
 *       value, selected]], t?: input type, a?: {attribute: value}, iso?: 1, sub?: 1}} (absent
 *       means null, false or empty);
 *   <li>{@code gr}: groups ordered by their first member, {@code {k: kind, q: question, req:
 *       boolean, m: [element index]}}; group index i becomes id {@code g(i+1)};
 *   <li>{@code er}: errors in document order, {@code {t: text, vis: boolean, e: element index or
 *       -1, g: group index or -1}}.
 * </ul>
 *
 * <p>The structure hash, the required-but-unfilled signatures and the epoch are computed here,
 * in Java, so they agree with {@link SemanticKey} exactly. Stateless and thread-safe.
 */
public final class SnapshotParser {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private SnapshotParser() {}

  /**
   * Parses one result of the snapshot script and records it in the page's {@link RefState}.
   *
   * @throws BrowserException with {@link ErrorCode#INTERNAL} when the JSON is not the script's
   */
  public static SemanticSnapshot parse(String json, RefState state) {
    JsonNode root;
    try {
      root = MAPPER.readTree(json);
    } catch (JsonProcessingException e) {
      throw new BrowserException(ErrorCode.INTERNAL, "the snapshot script returned unreadable JSON", e);
    }
    String url = root.path("url").asText("");
    String title = root.path("title").asText("");
    JsonNode els = root.path("el");
    JsonNode grs = root.path("gr");
    JsonNode ers = root.path("er");

    String[] refs = new String[els.size()];
    for (int i = 0; i < refs.length; i++) {
      refs[i] = els.get(i).path("r").asText();
    }
    List<SemanticElement> elements = new ArrayList<>(refs.length);
    List<SubmitCandidate> submits = new ArrayList<>();
    for (int i = 0; i < refs.length; i++) {
      JsonNode e = els.get(i);
      int g = e.path("g").asInt(-1);
      JsonNode chk = e.get("chk");
      SemanticElement element = new SemanticElement(
          refs[i],
          e.path("ro").asText(),
          e.path("n").asText(""),
          text(e, "l"),
          text(e, "v"),
          flag(e, "req"),
          flag(e, "dis"),
          chk == null || chk.isNull() ? null : chk.asBoolean(),
          !flag(e, "hid"),
          g < 0 ? null : groupId(g),
          options(e.get("opt")),
          text(e, "t"),
          attributes(e.get("a")),
          flag(e, "iso"));
      elements.add(element);
      if (flag(e, "sub")) {
        submits.add(new SubmitCandidate(element.ref(), element.name(), !element.disabled()));
      }
    }

    List<ElementGroup> groups = new ArrayList<>(grs.size());
    for (int i = 0; i < grs.size(); i++) {
      JsonNode g = grs.get(i);
      List<String> members = new ArrayList<>();
      for (JsonNode m : g.path("m")) {
        members.add(refs[m.asInt()]);
      }
      groups.add(new ElementGroup(groupId(i), GroupKind.valueOf(g.path("k").asText()), g.path("q").asText(""), g.path("req").asBoolean(), members));
    }

    List<FieldError> errors = new ArrayList<>(ers.size());
    for (JsonNode err : ers) {
      int e = err.path("e").asInt(-1);
      int g = err.path("g").asInt(-1);
      errors.add(new FieldError(err.path("t").asText(""), err.path("vis").asBoolean(), e < 0 ? null : refs[e], g < 0 ? null : groupId(g)));
    }

    String hash = structureHash(elements, groups);
    RefState.Epoch epoch = state.record(root.path("next").asLong(), root.path("fresh").asBoolean(), hash);
    PageInfo page = pageInfo(url, title, hash);
    return new SemanticSnapshot(page, elements, groups, errors, requiredUnfilled(elements, groups), submits, epoch.value(), epoch.changed());
  }

  /** The page part of a snapshot: host and normalized path come from the URL. */
  static PageInfo pageInfo(String url, String title, String hash) {
    String host = "";
    String path = "";
    try {
      URI uri = new URI(url);
      if (uri.getHost() != null) {
        host = uri.getHost().toLowerCase(Locale.ROOT);
      }
      if (uri.getRawPath() != null) {
        path = uri.getRawPath();
      }
    } catch (URISyntaxException e) {
      // an unusual URL keeps an empty host and the root path
    }
    return new PageInfo(url, title, host, SemanticKey.normalizePath(path), hash);
  }

  /**
   * The signatures of required questions without an answer, counted the way
   * {@link SemanticSnapshot#requiredCount()} counts required questions: each required group
   * once, each required ungrouped element outside foreign panels once.
   */
  static List<String> requiredUnfilled(List<SemanticElement> elements, List<ElementGroup> groups) {
    Map<String, SemanticElement> byRef = new HashMap<>();
    for (SemanticElement e : elements) {
      byRef.put(e.ref(), e);
    }
    List<String> out = new ArrayList<>();
    for (ElementGroup g : groups) {
      if (!g.required()) {
        continue;
      }
      boolean filled = false;
      SemanticElement first = null;
      for (String ref : g.memberRefs()) {
        SemanticElement m = byRef.get(ref);
        if (m != null) {
          first = first == null ? m : first;
          filled |= m.isFilled();
        }
      }
      if (!filled) {
        String question = !g.question().isBlank() || first == null ? g.question() : first.questionText();
        out.add(SemanticKey.questionSignature(question));
      }
    }
    for (SemanticElement e : elements) {
      if (e.required() && !e.isolated() && e.groupId() == null && !e.isFilled()) {
        out.add(SemanticKey.questionSignature(e.questionText()));
      }
    }
    return out;
  }

  /**
   * A digest of what the page asks, not of what is filled in: each element's role, name, label,
   * visibility and group, each group's kind and question. Foreign panels are left out, so a chat
   * widget coming and going does not change the form's structure.
   */
  static String structureHash(List<SemanticElement> elements, List<ElementGroup> groups) {
    MessageDigest digest;
    try {
      digest = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
    StringBuilder sb = new StringBuilder(256);
    for (SemanticElement e : elements) {
      if (e.isolated()) {
        continue;
      }
      sb.setLength(0);
      sb.append(e.role()).append('\u0001').append(e.name()).append('\u0001')
          .append(e.label() == null ? "" : e.label()).append('\u0001')
          .append(e.visible() ? '1' : '0').append('\u0001')
          .append(e.groupId() == null ? "" : e.groupId()).append('\u0002');
      digest.update(sb.toString().getBytes(StandardCharsets.UTF_8));
    }
    for (ElementGroup g : groups) {
      sb.setLength(0);
      sb.append(g.kind()).append('\u0001').append(g.question()).append('\u0001').append(g.memberRefs().size()).append('\u0002');
      digest.update(sb.toString().getBytes(StandardCharsets.UTF_8));
    }
    return HexFormat.of().formatHex(digest.digest(), 0, 8);
  }

  private static String groupId(int index) {
    return "g" + (index + 1);
  }

  private static boolean flag(JsonNode e, String field) {
    JsonNode n = e.get(field);
    return n != null && (n.isBoolean() ? n.asBoolean() : n.asInt() != 0);
  }

  private static @Nullable String text(JsonNode e, String field) {
    JsonNode n = e.get(field);
    return n == null || n.isNull() ? null : n.asText();
  }

  private static List<SelectOption> options(@Nullable JsonNode opt) {
    if (opt == null || opt.isEmpty()) {
      return List.of();
    }
    List<SelectOption> out = new ArrayList<>(opt.size());
    for (JsonNode o : opt) {
      out.add(new SelectOption(o.path(0).asText(""), o.path(1).asText(""), o.path(2).asBoolean()));
    }
    return out;
  }

  private static Map<String, String> attributes(@Nullable JsonNode a) {
    if (a == null || a.isEmpty()) {
      return Collections.emptyMap();
    }
    Map<String, String> out = new HashMap<>();
    for (Map.Entry<String, JsonNode> f : a.properties()) {
      out.put(f.getKey(), f.getValue().asText());
    }
    return out;
  }
}
