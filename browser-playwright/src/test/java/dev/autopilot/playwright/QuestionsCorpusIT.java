package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The question of every field on the form corpus under {@code src/test/resources/pages/questions}
 * (pages in the styles real checkout, address, registration, government, survey and booking forms
 * are written in, several laid out with tables the old way). Each field carries its expected
 * question in {@code data-q} and, for a checkbox or radio, its option label in {@code data-o}. A
 * field's question is its group's question where it answers one, else its label, else its name;
 * an option's label is its name. Compared with whitespace collapsed and a trailing colon or
 * required mark dropped. Writes {@code target/questions-report.md} listing every miss.
 */
class QuestionsCorpusIT extends BrowserTestSupport {
  private static final Pattern SPACE = Pattern.compile("\\s+");
  private static final Pattern TRAILING = Pattern.compile("[\\s:*]+$");

  record Field(String page, String ref, String expected, String got, String expectedOption, String gotOption) {
    boolean hit() {
      return expected.equals(got) && (expectedOption.isEmpty() || expectedOption.equals(gotOption));
    }
  }

  @Test
  void fieldsGetTheQuestionsTheirPagesAsk() throws IOException {
    List<String> pages = NamesOracleIT.resource("/pages/questions/index.txt").lines().map(String::strip)
        .filter(l -> !l.isEmpty()).toList();
    List<Field> fields = new ArrayList<>();
    for (String p : pages) {
      fields.addAll(fieldsOf(p));
    }
    long hits = fields.stream().filter(Field::hit).count();
    double rate = (double) hits / fields.size();
    StringBuilder report = new StringBuilder("# Questions on the form corpus\n\n")
        .append(pages.size()).append(" pages, ").append(fields.size()).append(" fields: ")
        .append(String.format(Locale.ROOT, "%d get their expected question (%.1f%%).%n%n", hits, 100 * rate))
        .append("## Misses\n\n| page | ref | expected | got | expected option | got option |\n|---|---|---|---|---|---|\n");
    for (Field f : fields) {
      if (!f.hit()) {
        report.append("| ").append(f.page()).append(" | ").append(f.ref()).append(" | ").append(cell(f.expected()))
            .append(" | ").append(cell(f.got())).append(" | ").append(cell(f.expectedOption())).append(" | ")
            .append(cell(f.gotOption())).append(" |\n");
      }
    }
    Path out = Path.of("target", "questions-report.md");
    Files.createDirectories(out.getParent());
    Files.writeString(out, report.toString(), StandardCharsets.UTF_8);
    System.out.println(report);
    assertTrue(pages.size() >= 40, "at least 40 form pages: " + pages.size());
    assertTrue(rate >= 0.95, "at least 95% of the fields get their expected question; see " + out.toAbsolutePath());
  }

  private List<Field> fieldsOf(String pageName) {
    open("questions/" + pageName);
    SemanticSnapshot s = snapshot();
    Map<String, SemanticElement> byRef = s.elements().stream().collect(Collectors.toMap(SemanticElement::ref, Function.identity()));
    @SuppressWarnings("unchecked")
    List<List<String>> expected = (List<List<String>>) page().evaluate(EXPECTED);
    List<Field> out = new ArrayList<>();
    for (List<String> x : expected) {
      SemanticElement e = byRef.get(x.get(0));
      String got = "(not in the snapshot)";
      String option = "";
      if (e != null) {
        Optional<ElementGroup> g = s.groupOf(e);
        got = g.isPresent() && !g.get().question().isBlank() ? g.get().question() : e.questionText();
        option = e.name();
      }
      out.add(new Field(pageName, x.get(0), clean(x.get(1)), clean(got), clean(x.get(2)), clean(option)));
    }
    return out;
  }

  static String clean(String s) {
    return TRAILING.matcher(SPACE.matcher(s).replaceAll(" ").strip()).replaceAll("");
  }

  private static String cell(String s) {
    return s.replace("|", "\\|");
  }

  /** [ref, expected question, expected option label] of every data-q element. */
  private static final String EXPECTED = """
      () => {
        const reg = window[Symbol.for('dev.autopilot.refs')];
        const out = [];
        const visit = (root) => {
          for (const el of root.querySelectorAll('*')) {
            if (el.hasAttribute('data-q')) {
              const r = reg.byEl.get(el);
              out.push([r === undefined ? '(no ref)' : 'e' + r, el.getAttribute('data-q'), el.getAttribute('data-o') || '']);
            }
            if (el.shadowRoot) visit(el.shadowRoot);
          }
        };
        visit(document);
        return out;
      }""";
}
