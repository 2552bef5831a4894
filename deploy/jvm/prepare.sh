#!/bin/sh
# Run once when an image is built (deploy/Dockerfile), in the image's working directory, with the
# service's name: links jvm.options to the options of the service's kind (deploy/jvm/kinds; light
# when it is not named), then starts the service once to record the classes it loads into a
# class-data sharing archive, app.jsa, which every later start maps instead of loading them again
# (docs/benchmarks.md#footprint says what that saves). The training start stops as
# soon as Spring's context is up, before it connects to Kafka; it needs a model provider named, and
# the offline one calls nothing. A service that reaches for Chroma while it starts stops there with
# an error, having loaded nearly all its classes: those are archived all the same. No archive at
# all fails the build.
set -eu
service="$1"
kind=$(awk -v service="$service" '$1 == service { print $2 }' jvm/kinds)
ln -sf "jvm/${kind:-light}.options" jvm.options
LEGAL_MODEL_PROVIDER=offline LEGAL_RUNTIME_DECLARE_TOPICS=false java @jvm.options -XX:ArchiveClassesAtExit=app.jsa \
    -Dspring.context.exit=onRefresh -jar app.jar --version > /dev/null 2>&1 || true
test -s app.jsa
