package dev.autopilot.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.extract.internal.TypedValues;
import java.math.BigDecimal;
import java.net.URI;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class QualityGateTest {
  private static final Schema SCHEMA = Schema.of("s", Field.of("name", FieldType.TEXT), Field.of("price", FieldType.NUMBER), Field.of("note", FieldType.TEXT).optional())
      .withMinRecords(3);

  private static QualityGate.Judged judge(List<Map<String, String>> rows) {
    return QualityGate.defaults().judge(SCHEMA, rows, Collections.nCopies(rows.size(), "http://s.test/"));
  }

  @Test
  void goodRowsPassAndAreTyped() {
    QualityGate.Judged j = judge(List.of(Map.of("name", "A", "price", "$1,299.00"), Map.of("name", "B", "price", "€ 5"), Map.of("name", "C", "price", "7 kg")));
    assertTrue(j.report().passed(), j.report().failures().toString());
    assertEquals(new BigDecimal("1299.00"), j.records().get(0).get("price"));
    assertNull(j.records().get(0).get("note"));
  }

  @Test
  void eachFailedCheckIsNamedWithExamples() {
    List<Map<String, String>> rows = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      rows.add(Map.of("name", i < 8 ? "N" + i : "", "price", i < 5 ? "call us for a quote today" : "3"));
    }
    QualityGate.Judged j = judge(rows);
    assertFalse(j.report().passed());
    assertEquals(List.of("name: filled in 8 of 10 records (required)", "price: 5 of 10 values are not a valid number, such as 'call us for a quote today', 'call us for a quote today', 'call us for a quote today'"),
        j.report().failures());
    assertEquals("call us for a quote today", j.records().get(0).raw().get("price"), "the raw text is kept");
    assertFalse(judge(List.of(Map.of("name", "A", "price", "1"))).report().passed(), "fewer than minRecords");
    assertEquals("records: 0 read, at least 3 wanted (the row selector matched nothing)", judge(List.of()).report().failures().get(0));
  }

  @Test
  void valuesAreTypedByTheProjectsValueRules() {
    assertEquals(LocalDate.of(2026, 1, 5), TypedValues.parse(FieldType.DATE, "Jan 5, 2026"));
    assertEquals(42L, TypedValues.parse(FieldType.INTEGER, "42 items"));
    assertNull(TypedValues.parse(FieldType.INTEGER, "4.5"));
    assertNull(TypedValues.parse(FieldType.NUMBER, "3 to 4"), "two numbers are no one number");
    assertEquals(URI.create("https://s.test/a"), TypedValues.parse(FieldType.URL, "https://s.test/a"));
    assertNull(TypedValues.parse(FieldType.URL, "javascript:void(0)"));
    assertEquals(Boolean.TRUE, TypedValues.parse(FieldType.BOOLEAN, "Yes"));
    assertNull(TypedValues.parse(FieldType.TEXT, "   "));
  }

  @Test
  void aShareThatIsNoNumberOrOutOfRangeIsRefusedAndSoIsANonPositiveCrawlTimeout() {
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> QualityGate.of(Double.NaN, 0.9));
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> QualityGate.of(0.9, 1.01));
    assertEquals(0.5, QualityGate.of(0.5, 0).minFilled());
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> CrawlBounds.defaults().withTimeout(java.time.Duration.ZERO));
    assertTrue(e.getMessage().contains("timeout must be positive"), e::getMessage);
  }
}
