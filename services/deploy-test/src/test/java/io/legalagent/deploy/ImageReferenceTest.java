package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ImageReferenceTest {

    @Test
    void fullVersionsAndDigestsAreExactReleases() {
        assertThat(ImageReference.isExactRelease("eclipse-temurin:17.0.16_8-jre-noble"))
                .isTrue();
        assertThat(ImageReference.isExactRelease("chromadb/chroma:1.3.5")).isTrue();
        assertThat(ImageReference.isExactRelease("registry.example.com:5000/legal-agent/guard:0.1.0"))
                .isTrue();
        assertThat(ImageReference.isExactRelease("eclipse-temurin@sha256:" + "0".repeat(64)))
                .isTrue();
    }

    @Test
    void floatingTagsAreNot() {
        assertThat(ImageReference.isExactRelease("eclipse-temurin:17-jre")).isFalse();
        assertThat(ImageReference.isExactRelease("maven:3.9-eclipse-temurin-17"))
                .isFalse();
        assertThat(ImageReference.isExactRelease("maven:3.9")).isFalse();
        assertThat(ImageReference.isExactRelease("busybox:latest")).isFalse();
        assertThat(ImageReference.isExactRelease("busybox")).isFalse();
        assertThat(ImageReference.isExactRelease("registry.example.com:5000/busybox"))
                .isFalse();
    }
}
