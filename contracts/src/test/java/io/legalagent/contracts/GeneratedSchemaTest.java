package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The committed schemas are the ones the records generate. After changing a record, write them anew
 * with {@code ./mvnw -o -pl contracts test -Dtest=GeneratedSchemaTest -Dschema.write=true} and
 * review the difference.
 */
class GeneratedSchemaTest {
    private static final Path DIRECTORY = Path.of("src/main/resources/schema");

    @ParameterizedTest
    @ValueSource(
            strings = {
                "agent-state",
                "question-request",
                "progress-event",
                "answer",
                "audit-record",
                "review-decision",
                "review-event"
            })
    void committedSchemaIsTheGeneratedOne(String name) throws IOException {
        // Through text, as the file is read: numbers compare by their JSON form.
        var generated = Json.tree(SchemaGeneration.schema(name));
        var file = DIRECTORY.resolve(name + ".schema.json");
        if (Boolean.getBoolean("schema.write")) {
            Files.writeString(file, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(generated) + "\n");
        }

        assertThat(Json.MAPPER.readTree(Files.readString(file)))
                .as("%s is stale: regenerate it (see this test's comment)", file)
                .isEqualTo(generated);
    }
}
