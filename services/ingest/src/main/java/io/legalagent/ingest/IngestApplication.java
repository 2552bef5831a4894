package io.legalagent.ingest;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/** The ingest service: reads legal.documents, writes legal.document-progress and legal.documents.DLT. */
@SpringBootApplication
public class IngestApplication {

    public static void main(String[] args) {
        new SpringApplicationBuilder(IngestApplication.class)
                .properties("spring.application.name=ingest")
                .run(args);
    }
}
