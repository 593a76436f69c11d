"""Trains the companion's safety model (decision 163) from the messages export-messages.ts wrote.

A multinomial logistic regression (scikit-learn) over TF-IDF features: word and word-pair counts of the lemmas, and
character runs of 2 to 5 inside each spelled word. Writes the vocabularies, idf and weights as JSON, rounded, and
the probabilities this trainer gives a sample of messages so the server's reader can be checked against it.
Prints the out-of-fold recall and false flags of the model alone, five folds, as a development figure.

Run through `node scripts/safety-model/build.mjs`; needs `pip install scikit-learn==1.9.1`.
"""

import json
import sys

import numpy as np
from scipy.sparse import hstack
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import StratifiedKFold

# Chosen with the latest read held-out set left out of training (decision 163); larger C fits the training text
# more closely.
C = 20.0
CHECKED = 40


def vectorizers():
    words = TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True, token_pattern=r"[a-z0-9']+", lowercase=False)
    characters = TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True, min_df=2, lowercase=False)
    return words, characters


def fit(messages, labels):
    words, characters = vectorizers()
    words.fit([m["lemmas"] for m in messages])
    characters.fit([m["spelled"] for m in messages])
    # Rounded before the weights are learned, so the shipped idf is the one the weights were fitted to.
    words.idf_ = np.round(words.idf_, 6)
    characters.idf_ = np.round(characters.idf_, 6)
    model = LogisticRegression(C=C, max_iter=5000).fit(features(words, characters, messages), labels)
    model.coef_ = np.round(model.coef_, 4)
    model.intercept_ = np.round(model.intercept_, 4)
    return words, characters, model


def features(words, characters, messages):
    return hstack(
        [words.transform([m["lemmas"] for m in messages]), characters.transform([m["spelled"] for m in messages])]
    ).tocsr()


def out_of_fold(messages, labels, never_overruled):
    risk = np.zeros(len(messages))
    folds = StratifiedKFold(5, shuffle=True, random_state=0)
    for train, test in folds.split(np.zeros(len(labels)), labels):
        words, characters, model = fit([messages[i] for i in train], labels[train])
        chances = model.predict_proba(features(words, characters, [messages[i] for i in test]))
        risk[test] = 1 - chances[:, list(model.classes_).index("none")]
    risky = labels != "none"
    ruled = np.array([m.get("ruled") is not None for m in messages])
    # Rules of these categories stand whatever the model says (content-check.ts `neverOverruled`, decision 173).
    kept = np.array([m.get("ruled") in never_overruled for m in messages])
    # The safety layer as it runs: any other rule stands unless the model's risk is below `overrule`; the model
    # alone flags above `flag`. Worst category and false flags for each pair, to choose the pair in content-check.ts.
    for overrule in (0.05, 0.1, 0.15, 0.2):
        for flag in (0.2, 0.3, 0.4, 0.5):
            flagged = (ruled & ((risk >= overrule) | kept)) | (risk > flag)
            worst = min(flagged[labels == c].mean() for c in set(labels) if c != "none")
            print(
                f"out of fold, rules and model, overrule < {overrule}, flag > {flag}: "
                f"{flagged[risky].mean():.1%} risky flagged, worst category {worst:.1%}, "
                f"{flagged[~risky].mean():.1%} false flags"
            )
    for threshold in (0.2, 0.3, 0.4, 0.5):
        flagged = risk > threshold
        print(
            f"out of fold, model alone, risk > {threshold}: "
            f"{flagged[risky].sum()}/{risky.sum()} risky flagged ({flagged[risky].mean():.1%}), "
            f"{flagged[~risky].sum()}/{(~risky).sum()} false flags ({flagged[~risky].mean():.1%})"
        )


def main(source, target):
    exported = json.load(open(source, encoding="utf-8"))
    messages = exported["messages"]
    labels = np.array([m["category"] for m in messages])
    out_of_fold(messages, labels, set(exported["neverOverruled"]))
    words, characters, model = fit(messages, labels)
    checked = messages[:: max(1, len(messages) // CHECKED)][:CHECKED]
    chances = model.predict_proba(features(words, characters, checked))

    def block(vectorizer):
        names = vectorizer.get_feature_names_out()
        return {"features": names.tolist(), "idf": vectorizer.idf_.tolist()}

    model_file = {
        "trainedOn": {"messages": len(messages), "sha256": exported["sha256"]},
        "classes": model.classes_.tolist(),
        "words": block(words),
        "characters": block(characters),
        "intercepts": model.intercept_.tolist(),
        "weights": model.coef_.tolist(),
        "checks": [
            {"spelled": m["spelled"], "lemmas": m["lemmas"], "probabilities": [round(p, 9) for p in row]}
            for m, row in zip(checked, chances.tolist())
        ],
    }
    with open(target, "w", encoding="utf-8") as out:
        json.dump(model_file, out, separators=(",", ":"))
    print(f"{target}: {len(messages)} messages, {len(model_file['words']['features'])} word and "
          f"{len(model_file['characters']['features'])} character features")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
