package dev.autopilot.playwright.internal.snapshot;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.match.RequiredQuestions;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Turns the snapshot script's text into {@link FramePart}s and frame parts into a
 * {@link SemanticSnapshot}.
 *
 * <p>The script's text is one record per line, fields separated by tabs; in text fields a
 * backslash escapes a tab ({@code \t}), a line break ({@code \n}) and itself. The first line says
 * what follows:
 *
 * <ul>
 *   <li>{@code F token next fresh url title}: a full result. {@code next} is the highest ref
 *       number the document issued, {@code fresh} 1 when this snapshot created the document's
 *       registry. Then the element and frame records in document order, then the groups, then
 *       the errors:
 *       <ul>
 *         <li>{@code E ref role group name label type flags value nopt (label code [value])*
 *             nattr (key value)*}, one per element: {@code ref} the element's ref in its frame
 *             ({@code e12}), {@code role} an index into {@link SnapshotProtocol#ROLES}, {@code group} the group
 *             index or empty,
 *             {@code label}/{@code type} empty for none, {@code flags} the bits of {@link SnapshotProtocol.Flag};
 *             each option's {@code code} is 0/1 (not/selected, a value follows) or 2/3 (the same,
 *             the value equals the label); attribute keys are the codes of {@link SnapshotProtocol.Attribute};
 *         <li>{@code M frameId at flags}: a child frame stands before element {@code at};
 *         <li>{@code G kind required question members}: a group; {@code kind} the code of its
 *             {@link GroupKind} ({@link SnapshotProtocol#groupCode}), {@code members} element indexes separated by spaces;
 *         <li>{@code R visible element group text}: an error, element and group index or empty.
 *       </ul>
 *   <li>{@code D base token url title}: an incremental result against the result whose token is
 *       {@code base}; each further line {@code C index flags value nopt options...} replaces the
 *       value, checked state and options of one element.
 *   <li>{@code X code message}: the script refused (an invalid isolated selector).
 * </ul>
 *
 * <p>The structure hash, the required-but-unfilled signatures and the epoch are computed here, in
 * Java, so they agree with {@link SemanticKey} exactly. Stateless and thread-safe.
 */
public final class SnapshotParser {

  /** The roles by the script's role code, from {@link SnapshotProtocol#ROLES}. */
  static final String[] ROLES = SnapshotProtocol.ROLES.toArray(new String[0]);

  /** {@link #ROLES} as {@link Role}s, by the same code. */
  private static final Role[] ROLE_BY_CODE = Arrays.stream(ROLES).map(Role::of).toArray(Role[]::new);

  // The flag bits of SnapshotProtocol.Flag, as the script names them.
  static final int F_REQ = SnapshotProtocol.Flag.REQ.bit();
  static final int F_DIS = SnapshotProtocol.Flag.DIS.bit();
  static final int F_HAS_CHK = SnapshotProtocol.Flag.HAS_CHK.bit();
  static final int F_CHK = SnapshotProtocol.Flag.CHK.bit();
  static final int F_HID = SnapshotProtocol.Flag.HID.bit();
  static final int F_ISO = SnapshotProtocol.Flag.ISO.bit();
  static final int F_SUB = SnapshotProtocol.Flag.SUB.bit();
  static final int F_HAS_VAL = SnapshotProtocol.Flag.HAS_VAL.bit();

  private SnapshotParser() {}

  /**
   * Parses a full result of the main frame and assembles it into a snapshot, recording it in the
   * page's {@link RefState}: the path of a page without child frames.
   *
   * @param raw the script's full result for the main frame
   * @param state the page's ref state, which records the snapshot
   * @return the snapshot
   * @throws BrowserException with {@link ErrorCode#INTERNAL} when the text is not a full result
   */
  public static SemanticSnapshot parse(String raw, RefState state) {
    FramePart part = parseFull(raw, "");
    return assemble(part, Map.of(), state);
  }

  /**
   * Parses a full result of the main frame into a snapshot, as the first snapshot of a page: for
   * tests and benchmarks of the parser.
   *
   * @param raw the script's full result for the main frame
   * @return the snapshot, with epoch and refs as of a new page
   * @throws BrowserException with {@link ErrorCode#INTERNAL} when the text is not a full result
   */
  public static SemanticSnapshot parse(String raw) {
    return parse(raw, new RefState());
  }

  /**
   * Parses a full result of one frame; refs and group ids get the frame's prefix.
   *
   * @param raw the script's full result for the frame
   * @param frameId the frame's id, empty for the main frame; the prefix of its refs and group ids
   * @return the frame's part
   * @throws BrowserException with {@link ErrorCode#INTERNAL} when the text is not a full result
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when the script refused the
   *     isolated selector
   */
  public static FramePart parseFull(String raw, String frameId) {
    Cursor c = new Cursor(raw);
    String kind = c.field();
    if (kind.equals("X")) {
      throw refusal(c);
    }
    if (!kind.equals("F")) {
      throw malformed("a full result starts with F, not '" + abbreviate(kind) + "'", null);
    }
    try {
      String token = c.field();
      long next = c.longField();
      boolean fresh = c.intField() == 1;
      String url = c.field();
      String title = c.field();
      c.endLine();

      Build b = new Build(frameId, raw.length() / 48 + 16);
      while (c.hasMore()) {
        char type = c.code();
        switch (type) {
          case 'E' -> b.element(c);
          case 'M' -> {
            String child = c.field();
            int at = c.intField();
            int flags = c.intField();
            b.markers.add(new FramePart.Marker(child, at, (flags & F_HID) != 0, (flags & F_ISO) != 0));
          }
          case 'G' -> b.group(c);
          case 'R' -> b.error(c);
          default -> throw new IllegalStateException("unknown record '" + type + "'");
        }
        c.endLine();
      }
      return new FramePart(frameId, token, next, fresh, url, title, b.elements, b.groups, b.errors, b.submits, b.markers,
          structureHash(b.elements, b.groups), RequiredQuestions.of(b.elements, b.groups));
    } catch (RuntimeException e) {
      if (e instanceof AutopilotException) {
        throw e;
      }
      throw malformed("the snapshot script returned unreadable text", e);
    }
  }

  /** The records of one full result, turned into the model as they are read. */
  private static final class Build {
    final String refPrefix;
    final String groupPrefix;
    final List<SemanticElement> elements;
    final List<ElementGroup> groups = new ArrayList<>();
    final List<FieldError> errors = new ArrayList<>();
    final List<SubmitCandidate> submits = new ArrayList<>();
    final List<FramePart.Marker> markers = new ArrayList<>();
    private String[] groupIds = new String[16];

    Build(String frameId, int expectedElements) {
      this.elements = new ArrayList<>(expectedElements);
      this.refPrefix = frameId;
      this.groupPrefix = frameId + "g";
    }

    String groupId(int index) {
      if (index >= groupIds.length) {
        groupIds = Arrays.copyOf(groupIds, Math.max(index + 1, groupIds.length * 2));
      }
      String id = groupIds[index];
      if (id == null) {
        id = groupPrefix + (index + 1);
        groupIds[index] = id;
      }
      return id;
    }

    void element(Cursor c) {
      String ref = refPrefix.isEmpty() ? c.field() : refPrefix + c.field();
      Role role = ROLE_BY_CODE[c.intField()];
      int group = c.optionalIntField();
      String name = c.field();
      String label = c.field();
      String type = c.field();
      int flags = c.intField();
      String value = c.field();
      List<SelectOption> options = readOptions(c);
      Map<String, String> attributes = readAttributes(c);
      SemanticElement e = new SemanticElement(
          ref,
          role,
          name,
          label.isEmpty() ? null : label,
          (flags & F_HAS_VAL) != 0 ? value : null,
          (flags & F_REQ) != 0,
          (flags & F_DIS) != 0,
          (flags & F_HAS_CHK) != 0 ? Boolean.valueOf((flags & F_CHK) != 0) : null,
          (flags & F_HID) == 0,
          group < 0 ? null : groupId(group),
          options,
          type.isEmpty() ? null : type,
          attributes,
          (flags & F_ISO) != 0);
      elements.add(e);
      if ((flags & F_SUB) != 0 && !e.isolated()) {
        submits.add(new SubmitCandidate(e.ref(), e.name(), !e.disabled()));
      }
    }

    void group(Cursor c) {
      GroupKind kind = kind(c.code());
      boolean required = c.intField() == 1;
      String question = c.field();
      String members = c.field();
      int count = members.isEmpty() ? 0 : 1;
      for (int i = 0; i < members.length(); i++) {
        if (members.charAt(i) == ' ') {
          count++;
        }
      }
      String[] refs = new String[count];
      int from = 0;
      for (int m = 0; m < count; m++) {
        int to = members.indexOf(' ', from);
        if (to < 0) {
          to = members.length();
        }
        refs[m] = elements.get(digits(members, from, to)).ref();
        from = to + 1;
      }
      groups.add(new ElementGroup(groupId(groups.size()), kind, question, required, List.of(refs)));
    }

    void error(Cursor c) {
      boolean visible = c.intField() == 1;
      int element = c.optionalIntField();
      int group = c.optionalIntField();
      String text = c.field();
      errors.add(new FieldError(text, visible, element < 0 ? null : elements.get(element).ref(), group < 0 ? null : groupId(group)));
    }
  }

  private static List<SelectOption> readOptions(Cursor c) {
    int n = c.atLineEnd() ? 0 : c.intField();
    if (n == 0) {
      return List.of();
    }
    SelectOption[] out = new SelectOption[n];
    for (int i = 0; i < n; i++) {
      String label = c.field();
      int code = c.intField();
      String value = code >= 2 ? label : c.field();
      out[i] = new SelectOption(label, value, (code & 1) != 0);
    }
    return List.of(out);
  }

  private static Map<String, String> readAttributes(Cursor c) {
    int n = c.atLineEnd() ? 0 : c.intField();
    if (n == 0) {
      return Map.of();
    }
    if (n == 1) {
      return Map.of(attributeKey(c.code()), c.field());
    }
    if (n == 2) {
      String k1 = attributeKey(c.code());
      String v1 = c.field();
      return Map.of(k1, v1, attributeKey(c.code()), c.field());
    }
    Map<String, String> out = new HashMap<>();
    for (int i = 0; i < n; i++) {
      out.put(attributeKey(c.code()), c.field());
    }
    return Map.copyOf(out);
  }

  /** The attribute of a one-letter code of the script. */
  static String attributeKey(char code) {
    return SnapshotProtocol.Attribute.keyOf(code);
  }

  private static GroupKind kind(char code) {
    return SnapshotProtocol.groupKind(code);
  }

  /** The non-negative decimal number in {@code s} from {@code from} to {@code to}. */
  static int digits(CharSequence s, int from, int to) {
    if (from >= to || to - from > 9) {
      throw new NumberFormatException("not a small number: '" + s.subSequence(from, to) + "'");
    }
    int v = 0;
    for (int i = from; i < to; i++) {
      int d = s.charAt(i) - '0';
      if (d < 0 || d > 9) {
        throw new NumberFormatException("not a number: '" + s.subSequence(from, to) + "'");
      }
      v = v * 10 + d;
    }
    return v;
  }

  /**
   * Applies an incremental result to the part it was taken against.
   *
   * @param previous the part the frame's last result gave
   * @param raw the script's incremental result
   * @return the updated part, or null when the result was taken against another part (the
   *     caller then asks for a full result)
   * @throws BrowserException with {@link ErrorCode#INTERNAL} when the text is not an incremental
   *     result
   */
  public static @Nullable FramePart applyDelta(FramePart previous, String raw) {
    Cursor c = new Cursor(raw);
    String kind = c.field();
    if (kind.equals("X")) {
      throw refusal(c);
    }
    if (!kind.equals("D")) {
      throw malformed("an incremental result starts with D, not '" + abbreviate(kind) + "'", null);
    }
    try {
      String base = c.field();
      if (!base.equals(previous.token())) {
        return null;
      }
      String token = c.field();
      String url = c.field();
      String title = c.field();
      c.endLine();
      List<SemanticElement> elements = previous.elements();
      SemanticElement[] changed = null;
      while (c.hasMore()) {
        if (c.code() != 'C') {
          throw malformed("an incremental result holds C records only", null);
        }
        int index = c.intField();
        int flags = c.intField();
        String value = c.field();
        List<SelectOption> options = readOptions(c);
        c.endLine();
        if (changed == null) {
          changed = elements.toArray(new SemanticElement[0]);
        }
        SemanticElement e = changed[index];
        changed[index] = new SemanticElement(e.ref(), e.role(), e.name(), e.label(),
            (flags & F_HAS_VAL) != 0 ? value : null, e.required(), e.disabled(),
            (flags & F_HAS_CHK) != 0 ? Boolean.valueOf((flags & F_CHK) != 0) : null,
            e.visible(), e.groupId(), options, e.inputType(), e.attributes(), e.isolated());
      }
      return new FramePart(previous.frameId(), token, previous.next(), false, url, title,
          changed == null ? elements : Arrays.asList(changed), previous.groups(), previous.errors(), previous.submits(), previous.markers(),
          previous.structureHash(), previous.required());
    } catch (RuntimeException e) {
      if (e instanceof AutopilotException) {
        throw e;
      }
      throw malformed("the snapshot script returned an unreadable incremental result", e);
    }
  }

  /**
   * Assembles the parts of a page's frames into one snapshot and records it in the page's
   * {@link RefState}. Each child frame's elements stand where its frame element stands in the
   * parent; a frame whose place is not known (its parent could not be read) comes last. Elements
   * of a hidden frame are not visible; elements of a frame inside a foreign panel are isolated and
   * leave their groups, errors and submit controls out.
   *
   * @param main the main frame's part
   * @param children the other frames' parts by frame id
   * @param state the page's ref state, which records the snapshot
   * @return the page's snapshot
   */
  public static SemanticSnapshot assemble(FramePart main, Map<String, FramePart> children, RefState state) {
    boolean fresh = main.fresh();
    List<SemanticElement> elements;
    List<ElementGroup> groups;
    List<FieldError> errors;
    List<SubmitCandidate> submits;
    String hash;
    List<String> unfilled;
    if (children.isEmpty()) {
      hash = main.structureHash();
      unfilled = main.required().unanswered(main.elements());
      elements = main.elements();
      groups = main.groups();
      errors = main.errors();
      submits = main.submits();
    } else {
      Merge merge = new Merge(children);
      merge.splice(main, false, false);
      for (FramePart child : children.values()) {
        if (!merge.used.contains(child.frameId())) {
          merge.splice(child, false, false);
        }
      }
      for (FramePart child : children.values()) {
        fresh |= child.fresh();
      }
      elements = merge.elements;
      groups = merge.sortedGroups();
      errors = merge.errors;
      submits = merge.submits;
      hash = structureHash(elements, groups);
      unfilled = requiredUnfilled(elements, groups);
    }
    RefState.Epoch epoch = state.record(fresh, hash);
    PageInfo page = pageInfo(main.url(), main.title(), hash);
    return new SemanticSnapshot(page, elements, groups, errors, unfilled, submits, epoch.value(), epoch.changed());
  }

  /** Splices child frames into their parents, depth first. */
  private static final class Merge {
    final Map<String, FramePart> children;
    final Set<String> used = new HashSet<>();
    final List<SemanticElement> elements = new ArrayList<>();
    final List<ElementGroup> groups = new ArrayList<>();
    final List<FieldError> errors = new ArrayList<>();
    final List<SubmitCandidate> submits = new ArrayList<>();

    Merge(Map<String, FramePart> children) {
      this.children = children;
    }

    void splice(FramePart part, boolean hidden, boolean isolated) {
      used.add(part.frameId());
      List<FramePart.Marker> markers = part.markers();
      int m = 0;
      List<SemanticElement> own = part.elements();
      for (int i = 0; i <= own.size(); i++) {
        while (m < markers.size() && markers.get(m).at() <= i) {
          FramePart.Marker marker = markers.get(m++);
          FramePart child = children.get(marker.frameId());
          if (child != null && !used.contains(child.frameId())) {
            splice(child, hidden || marker.hidden(), isolated || marker.isolated());
          }
        }
        if (i < own.size()) {
          elements.add(adjust(own.get(i), hidden, isolated));
        }
      }
      if (!isolated) {
        groups.addAll(part.groups());
        errors.addAll(part.errors());
        submits.addAll(part.submits());
      }
    }

    List<ElementGroup> sortedGroups() {
      Map<String, Integer> position = new HashMap<>();
      for (int i = 0; i < elements.size(); i++) {
        position.put(elements.get(i).ref(), i);
      }
      List<ElementGroup> out = new ArrayList<>(groups);
      out.sort((a, b) -> Integer.compare(first(a, position), first(b, position)));
      return out;
    }

    private static int first(ElementGroup g, Map<String, Integer> position) {
      return g.memberRefs().isEmpty() ? Integer.MAX_VALUE : position.getOrDefault(g.memberRefs().get(0), Integer.MAX_VALUE);
    }

    private static SemanticElement adjust(SemanticElement e, boolean hidden, boolean isolated) {
      if ((!hidden || !e.visible()) && (!isolated || e.isolated())) {
        return e;
      }
      return new SemanticElement(e.ref(), e.role(), e.name(), e.label(), e.value(), e.required(), e.disabled(), e.checked(),
          e.visible() && !hidden, isolated ? null : e.groupId(), e.options(), e.inputType(), e.attributes(), e.isolated() || isolated);
    }
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
    return RequiredQuestions.of(elements, groups).unanswered(elements);
  }

  /**
   * A digest of what the page asks, not of what is filled in: each element's role, name, label,
   * visibility and group, each group's kind, question and size. Foreign panels are left out, so a
   * chat widget coming and going does not change the form's structure. 64 bits in 16 hex digits,
   * mixed from the strings' own hash codes (cheap: a string computes its hash once): it tells
   * forms apart, it is no security measure.
   */
  static String structureHash(List<SemanticElement> elements, List<ElementGroup> groups) {
    return PageInfo.structureHashOf(elements, groups);
  }

  private static AutopilotException refusal(Cursor c) {
    String code = c.field();
    String message = c.field();
    if (code.equals("CONFIG_INVALID")) {
      return new AutopilotException(ErrorCode.CONFIG_INVALID, message);
    }
    return new BrowserException(ErrorCode.INTERNAL, "the snapshot script refused: " + message, null);
  }

  private static String abbreviate(String s) {
    return s.length() <= 12 ? s : s.substring(0, 12) + "...";
  }

  private static BrowserException malformed(String message, @Nullable Throwable cause) {
    return new BrowserException(ErrorCode.INTERNAL, message, cause);
  }

  /** Reads tab-separated fields and newline-separated records, undoing the script's escapes. */
  static final class Cursor {
    private final String s;
    private final int n;
    private int pos;

    Cursor(String s) {
      this.s = s;
      this.n = s.length();
    }

    boolean hasMore() {
      return pos < n;
    }

    boolean atLineEnd() {
      return pos >= n || s.charAt(pos) == '\n';
    }

    /** Moves past the end of the current line; any unread fields are an error. */
    void endLine() {
      if (pos < n) {
        if (s.charAt(pos) != '\n') {
          throw new IllegalStateException("unread fields at " + pos);
        }
        pos++;
      }
    }

    String field() {
      if (pos > n) {
        throw new IllegalStateException("read past the end");
      }
      int start = pos;
      boolean escaped = false;
      int i = start;
      for (; i < n; i++) {
        char ch = s.charAt(i);
        if (ch == '\t' || ch == '\n') {
          break;
        }
        if (ch == '\\') {
          escaped = true;
          i++;
        }
      }
      if (i > n) {
        i = n;
      }
      pos = i < n && s.charAt(i) == '\t' ? i + 1 : i;
      return escaped ? unescape(start, Math.min(i, n)) : s.substring(start, i);
    }

    /** A one-character field. */
    char code() {
      if (pos >= n) {
        throw new IllegalStateException("read past the end");
      }
      char ch = s.charAt(pos);
      int next = pos + 1;
      if (next < n && s.charAt(next) != '\t' && s.charAt(next) != '\n') {
        throw new IllegalStateException("a one-character field is longer at " + pos);
      }
      pos = next < n && s.charAt(next) == '\t' ? next + 1 : next;
      return ch;
    }

    int intField() {
      int v = optionalIntField();
      if (v < 0) {
        throw new NumberFormatException("a number is missing at " + pos);
      }
      return v;
    }

    /** A non-negative number, or -1 for an empty field. */
    int optionalIntField() {
      int start = pos;
      int i = start;
      while (i < n && s.charAt(i) != '\t' && s.charAt(i) != '\n') {
        i++;
      }
      pos = i < n && s.charAt(i) == '\t' ? i + 1 : i;
      return i == start ? -1 : digits(s, start, i);
    }

    long longField() {
      return Long.parseLong(field());
    }

    private String unescape(int from, int to) {
      StringBuilder sb = new StringBuilder(to - from);
      for (int i = from; i < to; i++) {
        char ch = s.charAt(i);
        if (ch == '\\' && i + 1 < to) {
          char next = s.charAt(++i);
          sb.append(next == 't' ? '\t' : next == 'n' ? '\n' : next);
        } else {
          sb.append(ch);
        }
      }
      return sb.toString();
    }
  }
}
