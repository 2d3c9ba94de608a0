// The three portals' static files: a private bucket each (no public access: CloudFront reads it
// through Origin Access Control) and a CloudFront distribution on the portal's own domain, HTTPS
// only, falling back to index.html for the single-page app's routes, with security headers on
// every answer. The files themselves are copied by the deploy (docs/runbook.md: `aws s3 sync` of
// apps/<portal>/build/client), not by this stack, so that synth needs no build (decision 093).
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib'
import * as acm from 'aws-cdk-lib/aws-certificatemanager'
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront'
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins'
import * as s3 from 'aws-cdk-lib/aws-s3'
import type { Construct } from 'constructs'
import { type CordilleraConfig, type Portal, portals } from './config.ts'

/**
 * The portals' Content-Security-Policy, the same directives the local static server sends
 * (tooling/stack/src/serve-spa.ts) with two differences: a CDN's header cannot follow each build's
 * inline-script hashes, so inline scripts are allowed, and the origins the portals call (the API,
 * Cognito, the documents' bucket) are the deployment's.
 */
export function portalContentSecurityPolicy(apiOrigin: string, region: string): string {
  const aws = `https://*.${region}.amazonaws.com https://*.s3.amazonaws.com`
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${aws}`,
    "font-src 'self' data:",
    `connect-src 'self' ${apiOrigin} ${aws}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export class SitesStack extends Stack {
  readonly buckets: Record<Portal, s3.Bucket>
  readonly distributions: Record<Portal, cloudfront.Distribution>

  constructor(scope: Construct, id: string, config: CordilleraConfig, props?: StackProps) {
    super(scope, id, props)

    const certificate = acm.Certificate.fromCertificateArn(
      this,
      'PortalsCertificate',
      config.portalsCertificateArn,
    )
    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Cordillera portals: HSTS, CSP, nosniff, frame and referrer policy',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365 * 2),
          includeSubdomains: true,
          preload: false,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: portalContentSecurityPolicy(
            `https://${config.apiDomainName}`,
            // The API, its user pool and its documents' bucket are in this stack's region.
            this.region,
          ),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: 'camera=(self), geolocation=(self), microphone=()',
            override: true,
          },
        ],
      },
    })

    const buckets = {} as Record<Portal, s3.Bucket>
    const distributions = {} as Record<Portal, cloudfront.Distribution>
    for (const portal of portals) {
      const name = portal[0]?.toUpperCase() + portal.slice(1)
      const bucket = new s3.Bucket(this, `${name}Bucket`, {
        blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
        encryption: s3.BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
        versioned: true,
        removalPolicy: RemovalPolicy.RETAIN,
        lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      })
      const distribution = new cloudfront.Distribution(this, `${name}Distribution`, {
        comment: `Cordillera ${portal}`,
        domainNames: [config.portalDomainNames[portal]],
        certificate,
        minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
        httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
        priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
        defaultRootObject: 'index.html',
        defaultBehavior: {
          origin: origins.S3BucketOrigin.withOriginAccessControl(bucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          compress: true,
          responseHeadersPolicy: headers,
        },
        // A route the browser opens directly (/contratos/123) is no file: the app's index.html
        // answers it and the client router takes over.
        errorResponses: [403, 404].map((httpStatus) => ({
          httpStatus,
          responseHttpStatus: 200,
          responsePagePath: '/index.html',
          ttl: Duration.seconds(0),
        })),
      })
      buckets[portal] = bucket
      distributions[portal] = distribution
      new CfnOutput(this, `${name}BucketName`, { value: bucket.bucketName })
      new CfnOutput(this, `${name}DistributionId`, { value: distribution.distributionId })
      new CfnOutput(this, `${name}DistributionDomain`, {
        value: distribution.distributionDomainName,
        description: `Point ${config.portalDomainNames[portal]} here (CNAME or alias)`,
      })
    }
    this.buckets = buckets
    this.distributions = distributions
  }
}
