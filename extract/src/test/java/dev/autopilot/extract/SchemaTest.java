package dev.autopilot.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.util.List;
import org.junit.jupiter.api.Test;

class SchemaTest {
  @Test
  void aSchemaReadFromJson() {
    Schema s = Schema.fromJson("{\"name\": \"products\", \"minRecords\": 5, \"fields\": [{\"name\": \"title\", \"type\": \"text\"},"
        + "{\"name\": \"price\", \"type\": \"NUMBER\", \"aliases\": [\"cost\"]}, {\"name\": \"link\", \"type\": \"url\", \"required\": false}]}");
    assertEquals(Schema.of("products", Field.of("title", FieldType.TEXT), Field.of("price", FieldType.NUMBER).alias("cost"), Field.of("link", FieldType.URL).optional())
        .withMinRecords(5), s);
  }

  @Test
  void badSchemasSayWhatToFix() {
    assertEquals("invalid extraction schema: field 'price': unknown type 'money'; use one of [text, number, integer, date, url, boolean]",
        error("{\"name\": \"p\", \"fields\": [{\"name\": \"price\", \"type\": \"money\"}]}"));
    assertEquals("invalid extraction schema: a schema needs at least one field", error("{\"name\": \"p\", \"fields\": []}"));
    assertEquals("invalid extraction schema: the field 'a' is named twice in schema 'p'", error("{\"name\": \"p\", \"fields\": [{\"name\": \"a\"}, {\"name\": \"a\"}]}"));
    assertEquals("invalid extraction schema: the schema has no \"name\"", error("{\"fields\": []}"));
  }

  @Test
  void theSignatureFollowsTheFields() {
    Schema a = Schema.of("a", Field.of("x", FieldType.TEXT));
    assertEquals(a.signature(), Schema.of("b", Field.of("x", FieldType.TEXT)).withMinRecords(3).signature());
    assertEquals(16, a.signature().length());
    assertEquals(List.of("x"), a.fieldNames());
  }

  private static String error(String json) {
    AutopilotException e = assertThrows(AutopilotException.class, () -> Schema.fromJson(json));
    assertEquals(ErrorCode.CONFIG_INVALID, e.code());
    return e.getMessage();
  }
}
