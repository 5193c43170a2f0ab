# Reference statistics for the cohort report (issue 23), computed with R and the psych and
# effectsize packages (Debian: r-base-core, r-cran-psych, r-cran-effectsize). Writes fixtures.json:
# each data set's inputs and R's answers, which statistics.test.ts holds the product's to (1e-6).
#
#   Rscript server/src/features/reports/reference/reference.R
#
# The inputs are generated here, from a fixed seed, so the script alone reproduces the file.
suppressPackageStartupMessages({
  library(jsonlite)
  library(psych)
  library(effectsize)
})

out_path <- file.path(dirname(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE))), "fixtures.json")
na_null <- function(x) if (is.null(x) || length(x) == 0 || is.na(x) || !is.finite(x)) NULL else unname(x)

# Item scores as the report computes them: a rating r on 1..max is (r - 1) / (max - 1) * 100, a
# reverse-keyed one (max - r) / (max - 1) * 100.
item_scores <- function(ratings, max, reverse) {
  s <- (ratings - 1) / (max - 1) * 100
  s[, reverse] <- (max - ratings[, reverse]) / (max - 1) * 100
  s
}

describe <- function(x) {
  n <- length(x)
  list(
    n = n,
    mean = na_null(mean(x)),
    sd = if (n > 1) na_null(sd(x)) else NULL,
    median = na_null(quantile(x, 0.5, type = 7)),
    q1 = na_null(quantile(x, 0.25, type = 7)),
    q3 = na_null(quantile(x, 0.75, type = 7)),
    min = if (n > 0) min(x) else NULL,
    max = if (n > 0) max(x) else NULL
  )
}

# Cronbach's alpha and, per item, the corrected item-total (item-rest) correlation and alpha
# without it: psych::alpha where it is defined; the textbook formula is checked against it.
reliability <- function(items) {
  k <- ncol(items)
  total_var <- var(rowSums(items))
  alpha_of <- function(m) {
    kk <- ncol(m)
    if (kk < 2) return(NA)
    tv <- var(rowSums(m))
    if (tv == 0) return(NA)
    kk / (kk - 1) * (1 - sum(apply(m, 2, var)) / tv)
  }
  alpha <- alpha_of(items)
  per_item <- lapply(seq_len(k), function(i) {
    rest <- rowSums(items[, -i, drop = FALSE])
    r <- if (sd(items[, i]) == 0 || sd(rest) == 0) NA else cor(items[, i], rest)
    list(item_rest_r = na_null(r), alpha_if_deleted = na_null(alpha_of(items[, -i, drop = FALSE])))
  })
  if (all(apply(items, 2, sd) > 0)) {
    p <- suppressWarnings(psych::alpha(as.data.frame(items), check.keys = FALSE, warnings = FALSE))
    stopifnot(abs(p$total$raw_alpha - alpha) < 1e-9)
    stopifnot(all(abs(p$item.stats$r.drop - sapply(per_item, `[[`, "item_rest_r")) < 1e-9))
    stopifnot(all(abs(p$alpha.drop$raw_alpha - sapply(per_item, `[[`, "alpha_if_deleted")) < 1e-9))
  }
  list(alpha = na_null(alpha), items = per_item)
}

# Paired change, post minus pre: Student's t (t.test, paired), its 95% interval and two-sided p;
# d_z (effectsize::cohens_d, paired), d_av = mean / ((sd_pre + sd_post) / 2), g_av = d_av * J with
# J = 1 - 3 / (4 (n - 1) - 1).
change <- function(pre, post) {
  d <- post - pre
  n <- length(d)
  tt <- t.test(post, pre, paired = TRUE)
  dz <- if (sd(d) == 0) NA else mean(d) / sd(d)
  if (!is.na(dz)) stopifnot(abs(effectsize::cohens_d(post, pre, paired = TRUE)$Cohens_d - dz) < 1e-9)
  dav <- mean(d) / ((sd(pre) + sd(post)) / 2)
  list(
    n = n, mean = na_null(mean(d)), sd = na_null(sd(d)),
    ci_low = na_null(tt$conf.int[1]), ci_high = na_null(tt$conf.int[2]),
    t = na_null(tt$statistic), df = na_null(tt$parameter), p = na_null(tt$p.value),
    d_z = na_null(dz), d_av = na_null(dav), g_av = na_null(dav * (1 - 3 / (4 * (n - 1) - 1)))
  )
}

dataset <- function(name, ratings, max, reverse, pre, post) {
  items <- item_scores(ratings, max, reverse)
  list(
    name = name,
    max = max,
    reverse = I(reverse - 1), # 0-based, as TypeScript indexes; always a list
    ratings = unname(split(ratings, row(ratings))),
    pre = pre, post = post,
    expected = list(
      pre = describe(pre), post = describe(post),
      reliability = reliability(items),
      change = change(pre, post)
    )
  )
}

set.seed(20261126)
rate <- function(n, k, max) matrix(sample.int(max, n * k, replace = TRUE), nrow = n)
scores <- function(n) round(runif(n, 0, 100), 1)

sets <- list()
# A group at the minimum size (5), six five-point statements, two reverse-keyed.
pre <- scores(5); sets[[1]] <- dataset("minimum size", rate(5, 6, 5), 5, c(2, 5), pre, round(pmin(100, pre + runif(5, -5, 25)), 1))
# Ties everywhere: scores on a coarse grid, so the quantiles fall between equal order statistics.
pre <- sample(c(25, 50, 50, 75, 100), 12, replace = TRUE); sets[[2]] <- dataset("ties", rate(12, 6, 5), 5, c(1), pre, pmin(100, pre + sample(c(0, 0, 25), 12, replace = TRUE)))
# A constant item: its item-rest correlation is undefined; alpha without it is defined.
r <- rate(9, 6, 5); r[, 4] <- 3; pre <- scores(9); sets[[3]] <- dataset("constant item", r, 5, c(6), pre, round(pmin(100, pre + runif(9, 0, 10)), 1))
# The reassessment's shape: three seven-point questions, one reverse-keyed; a decline.
pre <- scores(40); sets[[4]] <- dataset("reassessment, a decline", rate(40, 3, 7), 7, c(3), pre, round(pmax(0, pre - runif(40, 0, 12)), 1))
# A large group with correlated items (a common factor), a small improvement.
n <- 300; f <- rnorm(n); r <- sapply(1:6, function(i) pmin(5, pmax(1, round(3 + f + rnorm(n, 0, 0.9)))))
pre <- round(pmin(100, pmax(0, 55 + 15 * f + rnorm(n, 0, 8))), 1)
sets[[5]] <- dataset("large, correlated", r, 5, integer(0), pre, round(pmin(100, pmax(0, pre + rnorm(n, 3, 9))), 1))

fixtures <- list(
  generated_by = "server/src/features/reports/reference/reference.R",
  r = R.version.string,
  psych = as.character(packageVersion("psych")),
  effectsize = as.character(packageVersion("effectsize")),
  datasets = sets
)
writeLines(toJSON(fixtures, auto_unbox = TRUE, digits = NA, null = "null", pretty = FALSE), out_path)
cat("wrote", out_path, "\n")
