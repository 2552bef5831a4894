#!/usr/bin/env bash
# Copies the prompts of skills/ into k8s/base/skills/, where kustomize's configMapGenerator can read
# them (it reads nothing outside the kustomization folder). Run it after changing a prompt; a new
# skill file also needs its line under legal-skills in k8s/base/kustomization.yaml.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -f k8s/base/skills/*.md
cp skills/*.md k8s/base/skills/
echo "copied: $(cd k8s/base/skills && ls *.md | tr '\n' ' ')"
